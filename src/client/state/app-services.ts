import type { Identity } from '../session/identity';
import type { ConnectSocket } from '../session/realtime-socket';

/** Outside services the store receives (fakes in tests): thunks read them as `extra`, listeners as `api.extra`. */
export type AppServices = { identity: Identity; connectSocket?: ConnectSocket };
