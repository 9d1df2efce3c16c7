import type { RouteName } from './routes';
import { accessOfRoute, ROUTE_REQUESTS, type PrivateRouteName, type RouteAccess } from './route-requests';

export type { PrivateRouteName, RouteAccess };

/**
 * What each private route needs of the signed-in user, read from the route table's requests (`route-requests.ts`,
 * where each route says it once, beside its schemas): the view the access tests and the documentation walk.
 */
export const ROUTE_ACCESS = Object.fromEntries(
  (Object.keys(ROUTE_REQUESTS) as RouteName[]).flatMap((name) => {
    const access = accessOfRoute(name);
    return access ? [[name, access]] : [];
  }),
) as Record<PrivateRouteName, RouteAccess>;
