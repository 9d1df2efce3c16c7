import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { IdentityProvider } from '../../adapters/identity/identity-provider';
import { PaymentsDisabledError, type PaymentsProvider } from '../../adapters/payments/payments-provider';
import type { FileStorage } from '../../adapters/storage/local-file-storage';
import type { Database } from '../../db/client';
import { companyInformation, mailSends, otpCodes, subscriptions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Organizations } from '../organizations';
import type { TrialAddresses } from '../subscriptions';
import { storedPictureName } from './picture-routes';

type Owner = typeof users.$inferSelect;

/** Stripe statuses of ours that may still charge the owner (a SUSPENDED one retries its payment). */
const LIVE_STATUSES = ['ACTIVE', 'TRIALING', 'SUSPENDED'] as const;

type AccountDeletionOptions = {
  db: Database;
  identity: Pick<IdentityProvider, 'deleteUser'>;
  payments: Pick<PaymentsProvider, 'cancelSubscription'>;
  storage: Pick<FileStorage, 'remove'>;
  publicUrl: string;
  /** Where an address that had the trial or a subscription is remembered after its account is gone. */
  trialAddresses: Pick<TrialAddresses, 'record'>;
  /** The user's organisations: the last owner of one with other members must transfer it first; those left empty go. */
  organizations: Pick<Organizations, 'refuseLastOwnerLeaving' | 'leaveAll'>;
  /** Ends Bonavis's access to the owner's Google Business Profile, if they connected it (revoked on Google's side). */
  disconnectGoogle?: (userId: number) => Promise<unknown>;
};

/**
 * Deletes an account for good (RGPD erasure), in an order that never leaves a half-deleted
 * account: Stripe first (nothing more is charged, or nothing changes), then every row and the
 * identity in one transaction (an identity that cannot be deleted rolls the rows back), then the
 * stored files, which nothing points to any more.
 */
export function createAccountDeletion({
  db,
  identity,
  payments,
  storage,
  publicUrl,
  trialAddresses,
  organizations,
  disconnectGoogle,
}: AccountDeletionOptions) {
  async function cancelLiveSubscriptions(owner: Owner, log: FastifyBaseLogger) {
    const live = await db
      .select({ id: subscriptions.stripeSubscriptionId })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, owner.id),
          isNotNull(subscriptions.stripeSubscriptionId),
          inArray(subscriptions.status, LIVE_STATUSES),
        ),
      );
    for (const { id } of live) {
      try {
        await payments.cancelSubscription(id!);
      } catch (error) {
        log.error({ err: error, subscription: id }, 'account deletion: the subscription could not be cancelled');
        if (error instanceof PaymentsDisabledError) throw new AppError(503, 'PAYMENTS_DISABLED', 'Payments are not configured');
        throw new AppError(503, 'PAYMENTS_UNAVAILABLE', 'The subscription could not be cancelled; nothing was deleted, please retry');
      }
    }
  }

  /**
   * Every row of the account goes with its `users` row: each table that references users or
   * listings cascades (a schema test checks it), and accounts it referred keep theirs with no
   * referrer. Codes and mail counts are kept by address, so they are deleted by address.
   */
  async function deleteRows(owner: Owner, log: FastifyBaseLogger) {
    await db.transaction(async (tx) => {
      await tx.delete(otpCodes).where(eq(otpCodes.email, owner.email));
      await tx.delete(mailSends).where(eq(mailSends.address, owner.email));
      // The company address's code and this account's count of mails to it; the address's total across accounts stays.
      const [company] = await tx
        .select({ address: companyInformation.companyEmail })
        .from(companyInformation)
        .where(eq(companyInformation.userId, owner.id));
      if (company) {
        await tx.delete(otpCodes).where(and(eq(otpCodes.email, company.address), eq(otpCodes.purpose, 'company-email')));
        await tx
          .delete(mailSends)
          .where(and(eq(mailSends.address, company.address), eq(mailSends.purpose, `company-email account:${owner.providerUid}`)));
      }
      // The free trial is once per address: an address that had it, or paid, keeps that as a keyed hash.
      const [subscribed] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, owner.id)).limit(1);
      if (subscribed || owner.trialTakenBefore) await trialAddresses.record(tx, owner.email);
      await organizations.leaveAll(tx, owner.id);
      const [deleted] = await tx.delete(users).where(eq(users.id, owner.id)).returning({ id: users.id });
      // A parallel deletion got there first: it deletes the identity too.
      if (!deleted) throw new AppError(404, 'USER_NOT_FOUND', 'User not found');
      try {
        await identity.deleteUser(owner.providerUid);
      } catch (error) {
        log.error({ err: error }, 'account deletion: the identity could not be deleted; the rows are kept');
        throw new AppError(503, 'IDENTITY_UNAVAILABLE', 'The sign-in service cannot be reached; nothing was deleted, please retry');
      }
    });
  }

  async function removeFiles(owner: Owner, log: FastifyBaseLogger) {
    const picture = storedPictureName(owner.profilePicture, publicUrl);
    if (!picture) return;
    // The account is gone already: a file left behind is logged for cleaning, not an error for the owner.
    await storage.remove(picture).catch((error: unknown) => log.error({ err: error, picture }, 'account deletion: picture not removed'));
  }

  async function deleteAccount(owner: Owner, log: FastifyBaseLogger) {
    // Before anything is cancelled: an organisation is never left to its members without an owner.
    await organizations.refuseLastOwnerLeaving(owner.id);
    await cancelLiveSubscriptions(owner, log);
    // The grant lives on at Google unless revoked, and its token goes with the rows.
    await disconnectGoogle?.(owner.id);
    await deleteRows(owner, log);
    await removeFiles(owner, log);
  }

  return { deleteAccount };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
