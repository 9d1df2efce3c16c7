// The dashboard module as other modules see it: its service (the weekly digest reads the same figures).
export { createDashboardService, type DashboardService } from './service';
