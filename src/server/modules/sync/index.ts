// The sync module as other modules see it: the synchronisation service and a job as the API shows it.
export { createSyncService, publicJob, type SyncService } from './service';
export { createPageBudget } from './page-budget';
export { createReconciliation, type Reconciliation } from './reconciliation';
