/**
 * Since April 2026 Google moderates an owner's review reply before showing it: a review's `reviewReply` carries
 * its state (documented as ReviewReplyState; PENDING, then APPROVED or REJECTED) and, since July 2026, the policy
 * a rejected reply broke. The exact JSON names are read defensively (see docs/google-profile.md, assumptions):
 * `reviewReply.reviewReplyState`, else `reviewReply.state`; `policyViolation` as a string or an object.
 */

export type ReplyModerationState = 'pending' | 'approved' | 'rejected' | 'unknown';
export type ReplyModeration = { state: ReplyModerationState; policyViolation: string | null };

const STATES: Record<string, ReplyModerationState> = {
  PENDING: 'pending',
  APPROVED: 'approved',
  // Some integrators report ACTIVE or PUBLISHED for a reply Google shows: the same meaning.
  ACTIVE: 'approved',
  PUBLISHED: 'approved',
  REJECTED: 'rejected',
};
const TEXT_MAX_LENGTH = 200;

function violationOf(value: unknown): string | null {
  if (typeof value === 'string') return value.slice(0, TEXT_MAX_LENGTH) || null;
  if (!value || typeof value !== 'object') return null;
  const entry = value as Record<string, unknown>;
  const named = [entry.policyViolationType, entry.type, entry.reason, entry.policy].find((field) => typeof field === 'string');
  return typeof named === 'string' ? named.slice(0, TEXT_MAX_LENGTH) : null;
}

/** The moderation of a review's reply, or null when Google said nothing (no reply, or a reply from before moderation). */
export function replyModerationOf(reviewReply: unknown): ReplyModeration | null {
  if (!reviewReply || typeof reviewReply !== 'object') return null;
  const reply = reviewReply as Record<string, unknown>;
  const raw = typeof reply.reviewReplyState === 'string' ? reply.reviewReplyState : reply.state;
  if (typeof raw !== 'string' || raw.length > 40) return null;
  return { state: STATES[raw] ?? 'unknown', policyViolation: violationOf(reply.policyViolation) };
}
