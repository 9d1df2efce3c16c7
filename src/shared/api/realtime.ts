/** Every event the server pushes to an owner's sockets, with its payload. */
export type RealtimeEvents = {
  scrapeProgress: { percent: number };
  scrapeDone: Record<string, never>;
  scrapeFailed: { jobId: number };
  subscriptionUpdated: { eventType?: string; status?: string };
};

export type RealtimeEventName = keyof RealtimeEvents;
