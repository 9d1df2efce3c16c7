import type { FastifyBaseLogger } from 'fastify';
import type { ReviewSourcesConfig } from '../../config';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { Realtime } from '../../plugins/realtime';
import type { TokenCipher } from '../../adapters/google/token-cipher';
import type { SourceAdapters } from './adapters';
import { createCallBudget } from './call-budget';
import { createSourceConnections } from './connections';
import { createSourceReader } from './reader';
import { createSourceReplies } from './replies';
import { queueRead } from './source-jobs';

export type ReviewSourcesDependencies = {
  db: Database;
  config: ReviewSourcesConfig;
  adapters: SourceAdapters;
  cipher: TokenCipher;
  jobs: JobQueue;
  realtime: Pick<Realtime, 'toEstablishment'>;
  googleDemo: boolean;
  log: FastifyBaseLogger;
  now?: () => Date;
};

/** The review sources beyond Google: the connections, their reads on a schedule within a budget, Facebook's replies. */
export function createReviewSources({ db, config, adapters, cipher, jobs, realtime, googleDemo, log, now }: ReviewSourcesDependencies) {
  const budget = createCallBudget(db, config.callsPerDay, now);
  const connections = createSourceConnections({
    db,
    adapters,
    cipher,
    budget,
    readSoon: (connectionId) => queueRead(jobs, connectionId),
    googleDemo,
    log,
  });
  const reader = createSourceReader({ db, adapters, connections, budget, jobs, realtime, timing: config, log, now });
  const replies = createSourceReplies({ db, adapters, connections, jobs, realtime, log });
  return { adapters, connections, reader, replies, budget };
}

export type ReviewSources = ReturnType<typeof createReviewSources>;
