import type { ResolvedListing } from '../../adapters/maps/maps-provider';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { Database } from '../../db/client';
import { companyInformation, listings, personalInformation, reviews, syncJobs, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Realtime } from '../../plugins/realtime';
import type { companyInfoSchema, personalInfoSchema } from '../../../shared/validation/onboarding-schemas';
import { parseBirthDate, formatBirthDate } from '../../../shared/validation/birth-date';
import type { CodeMails } from '../auth';
import type { Organizations } from '../organizations';
import { companyEmailVerifiedAt, createCompanyEmailVerification, type CodeOwner } from './company-email';

export type PersonalInput = InferType<typeof personalInfoSchema>;
export type CompanyInput = InferType<typeof companyInfoSchema>;

const isoDay = (birthDate: string) => parseBirthDate(birthDate)!.toISOString().slice(0, 10);

function personalRow(userId: number, input: PersonalInput) {
  return {
    userId,
    firstName: input.firstName,
    lastName: input.lastName,
    birthDate: isoDay(input.birthDate),
    countryCode: input.countryCode,
    phone: input.phoneNumber,
    gender: input.gender,
    updatedAt: new Date(),
  };
}

function companyRow(userId: number, input: CompanyInput) {
  return { userId, ...input, vatNumber: input.vatNumber || null, updatedAt: new Date() };
}

/** The stored company row's new values: a proof of the address survives only while the address stays the same. */
function companyUpdate(row: ReturnType<typeof companyRow>) {
  const sameAddress = sql`${companyInformation.companyEmail} = ${row.companyEmail}`;
  return {
    ...row,
    verifiedCompanyEmail: sql`case when ${sameAddress} then ${companyInformation.verifiedCompanyEmail} end`,
    companyEmailVerifiedAt: sql`case when ${sameAddress} then ${companyInformation.companyEmailVerifiedAt} end`,
  };
}

export function listingRow(userId: number, shortUrl: string, preview: ResolvedListing) {
  return { userId, ...listingPlace(shortUrl, preview) };
}

/** A listing's columns as the maps provider's page gives them, not synchronised yet. */
export function listingPlace(shortUrl: string, preview: ResolvedListing) {
  return {
    providerId: preview.id,
    googlePlaceId: preview.placeId,
    name: preview.name,
    category: preview.categories[0] ?? null,
    address: preview.address.full || null,
    cover: preview.media[0]?.url ?? null,
    averageRating: preview.rating.rating,
    url: preview.url,
    shortUrl,
    hasBeenSynchronized: false,
    // Another business's name: whether its article is a trade mark is the owner's word again.
    nameKeepsArticle: false,
  };
}

/** The setup wizard's data: personal and company information, and the listing. */
export function createOnboardingService(
  db: Database,
  codes: CodeMails,
  organizations: Pick<Organizations, 'found'>,
  rooms: Pick<Realtime, 'refreshRooms'>,
) {
  /**
   * The wizard's end, once per account: a second call answers 409 and changes nothing. The account's open sockets then
   * join its first establishment's room, before its synchronisation starts.
   */
  async function complete(
    userId: number,
    personal: PersonalInput,
    company: CompanyInput,
    listing: { shortUrl: string; preview: ResolvedListing },
  ) {
    await db.transaction(async (tx) => {
      const [firstTime] = await tx
        .update(users)
        .set({ hasDoneProfileSetup: true, phone: personal.phoneNumber, updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.hasDoneProfileSetup, false)))
        .returning({ id: users.id });
      if (!firstTime)
        throw new AppError(409, 'ONBOARDING_ALREADY_DONE', 'The account is already set up; change its details in the settings');
      const person = personalRow(userId, personal);
      await tx.insert(personalInformation).values(person).onConflictDoUpdate({ target: personalInformation.userId, set: person });
      const firm = companyRow(userId, company);
      await tx
        .insert(companyInformation)
        .values(firm)
        .onConflictDoUpdate({ target: companyInformation.userId, set: companyUpdate(firm) });
      // The account founds its organisation, named after the company, whose first establishment is this listing.
      const organizationId = await organizations.found(tx, userId, company.companyName);
      const place = listingRow(userId, listing.shortUrl, listing.preview);
      await tx.insert(listings).values({ ...place, organizationId });
    });
    await rooms.refreshRooms({ userId });
  }

  /**
   * Points the establishment at another listing, in one transaction: the listing is replaced, its reviews removed and
   * any running synchronisation failed, so two businesses never mix. The account paying for it stays the same.
   */
  async function replaceListing(
    current: Pick<typeof listings.$inferSelect, 'id' | 'userId'>,
    listing: { shortUrl: string; preview: ResolvedListing },
  ) {
    return db.transaction(async (tx) => {
      // The old listing's finished synchronisations go with its reviews: the new one has not been synchronised
      // (else the app would show the old listing's finished sync for it, and no way to start its own).
      await tx.delete(syncJobs).where(and(eq(syncJobs.listingId, current.id), ne(syncJobs.status, 'running')));
      await tx
        .update(syncJobs)
        .set({ status: 'failed', error: 'The listing was replaced', updatedAt: new Date() })
        .where(and(eq(syncJobs.listingId, current.id), eq(syncJobs.status, 'running')));
      await tx.delete(reviews).where(eq(reviews.listingId, current.id));
      const [replaced] = await tx
        .update(listings)
        .set(listingRow(current.userId, listing.shortUrl, listing.preview))
        .where(eq(listings.id, current.id))
        .returning();
      return replaced;
    });
  }

  /** The owner's word on the name's leading article (`deBusiness`'s `keepArticle`); the answer is the listing as saved. */
  async function saveNameKeepsArticle(listing: { id: number }, nameKeepsArticle: boolean) {
    const [saved] = await db.update(listings).set({ nameKeepsArticle }).where(eq(listings.id, listing.id)).returning();
    return saved;
  }

  async function personal(userId: number) {
    const [row] = await db.select().from(personalInformation).where(eq(personalInformation.userId, userId));
    if (!row) return null;
    const { firstName, lastName, countryCode, phone, gender, birthDate } = row;
    return { firstName, lastName, countryCode, phone, phoneNumber: phone, gender, birthDate: formatBirthDate(birthDate) };
  }

  async function company(userId: number) {
    const [row] = await db.select().from(companyInformation).where(eq(companyInformation.userId, userId));
    if (!row) return null;
    const { userId: _owner, updatedAt: _updated, verifiedCompanyEmail: _proven, ...fields } = row;
    return { ...fields, vatNumber: fields.vatNumber ?? '', companyEmailVerifiedAt: companyEmailVerifiedAt(row) };
  }

  async function updatePersonal(userId: number, input: PersonalInput) {
    const row = personalRow(userId, input);
    await db.insert(personalInformation).values(row).onConflictDoUpdate({ target: personalInformation.userId, set: row });
    return personal(userId);
  }

  async function updateCompany(userId: number, input: CompanyInput) {
    const row = companyRow(userId, input);
    await db
      .insert(companyInformation)
      .values(row)
      .onConflictDoUpdate({ target: companyInformation.userId, set: companyUpdate(row) });
    return company(userId);
  }

  const companyEmail = createCompanyEmailVerification(db, codes);

  /** A right code proves the company's current address; the answer is the company information, proof included. */
  async function confirmCompanyEmail(owner: CodeOwner, code: string) {
    await companyEmail.confirm(owner, code);
    return company(owner.id);
  }

  return {
    complete,
    replaceListing,
    saveNameKeepsArticle,
    personal,
    company,
    updatePersonal,
    updateCompany,
    sendCompanyEmailCode: companyEmail.sendCode,
    confirmCompanyEmail,
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
