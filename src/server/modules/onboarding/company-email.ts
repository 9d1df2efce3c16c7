import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyInformation } from '../../db/schema';
import { AppError } from '../../errors';
import type { CodeMails } from '../auth';
import type { Owner } from '../../plugins/authenticate';

/** Who asks: the account the code is counted for. */
export type CodeOwner = Pick<Owner, 'id' | 'providerUid'>;

/** The codes' refusals, with the words of the settings screen: too many tries is a limit reached (429). */
const REFUSALS = {
  OTP_INVALID: { status: 400, message: 'Ce code est incorrect. Vérifiez-le et réessayez.' },
  OTP_EXPIRED: { status: 400, message: 'Ce code a expiré, demandez-en un nouveau.' },
  OTP_TOO_MANY_ATTEMPTS: { status: 429, message: 'Trop de tentatives, demandez un nouveau code.' },
} as const;

function inFrench(error: unknown): unknown {
  if (!(error instanceof AppError) || !(error.code in REFUSALS)) return error;
  const { status, message } = REFUSALS[error.code as keyof typeof REFUSALS];
  return new AppError(status, error.code, message, error.details);
}

/**
 * The business's address proves itself with a code mailed to it, as a new sign-in address does: until then Bonavis
 * never writes it as the Reply-To of a mail to a customer, since anyone may type someone else's address in the
 * settings. The proof holds for that very address: another one typed later is unproven again.
 */
export function createCompanyEmailVerification(db: Database, codes: CodeMails, now: () => Date = () => new Date()) {
  async function currentAddress(userId: number): Promise<string> {
    const [row] = await db
      .select({ companyEmail: companyInformation.companyEmail })
      .from(companyInformation)
      .where(eq(companyInformation.userId, userId));
    if (!row) throw new AppError(404, 'COMPANY_INFORMATION_NOT_FOUND', 'Aucune information sur l’entreprise pour le moment.');
    return row.companyEmail;
  }

  async function sendCode(owner: CodeOwner, language?: string): Promise<void> {
    await codes.send(await currentAddress(owner.id), 'company-email', `account:${owner.providerUid}`, language);
  }

  /** A right code marks the address proven, if it is still the company's (a change meanwhile proves nothing). */
  async function confirm(owner: CodeOwner, code: string): Promise<void> {
    const address = await currentAddress(owner.id);
    await codes.verify(address, 'company-email', code).catch((error: unknown) => {
      throw inFrench(error);
    });
    await db
      .update(companyInformation)
      .set({ verifiedCompanyEmail: address, companyEmailVerifiedAt: now() })
      .where(and(eq(companyInformation.userId, owner.id), eq(companyInformation.companyEmail, address)));
  }

  return { sendCode, confirm };
}

/** When the current company address was proven; null while it is not (never, or another address was). */
export function companyEmailVerifiedAt(row: {
  companyEmail: string;
  verifiedCompanyEmail: string | null;
  companyEmailVerifiedAt: Date | null;
}) {
  return row.verifiedCompanyEmail === row.companyEmail ? (row.companyEmailVerifiedAt?.toISOString() ?? null) : null;
}
