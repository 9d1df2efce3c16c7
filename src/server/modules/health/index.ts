// The health module as other modules see it: which adapter serves each outside service, as the health route reports.
export { activeAdapters } from './service';
