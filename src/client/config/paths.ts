import { PATHS } from '../../shared/app-paths';

export { PATHS, type AppPath } from '../../shared/app-paths';

/** Where a signed-in visitor goes when nothing else is asked for. */
export const DEFAULT_AUTHENTICATED_PATH = PATHS.dashboardHome;
