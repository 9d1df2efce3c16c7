// The sync module as other modules see it: the synchronisation service and a job as the API shows it.
export { createSyncService, publicJob, type SyncService } from './service';
