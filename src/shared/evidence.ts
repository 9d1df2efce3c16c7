/**
 * What an evidence file shows of reviews: the listing, each review with every copy Bonavis saw of it, and when the
 * file was made. The reviews module gathers it from live reviews; the organisations module from a removed
 * establishment's kept history; both hand it to the same CSV and PDF writers.
 */

/** One copy of a review as Bonavis saw it. */
export type EvidenceCopy = { seenAt: Date; reviewRate: number; reviewContent: string | null; responseContent: string | null };

/** One review of the evidence file: who wrote it and when, when Bonavis first and last saw it, and every copy it saw. */
export type EvidenceReview = {
  id: number;
  authorName: string;
  date: Date;
  firstSeenAt: Date;
  lastSeenAt: Date;
  removedAt: Date | null;
  /** Oldest first. */
  copies: EvidenceCopy[];
  /** « Signalé à Google »: when a member opened Google's tool to report it from Bonavis, and who (oldest first). */
  reportedToGoogle?: { at: Date; by: string }[];
};

/** The listing, its reviews asked for (newest first), and when the file was made. */
export type Evidence = {
  listing: { name: string; address: string | null; link: string };
  reviews: EvidenceReview[];
  madeAt: Date;
};
