// The dashboard module as other modules see it: its service (the weekly digest reads the same figures and attaches
// the monthly report) and the report's words for a month.
export { createDashboardService, type DashboardService } from './service';
export { reportFormat } from './report-texts';
