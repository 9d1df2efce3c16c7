const SECRET_KEY = /token|secret|password|otp/i;
export const MASK = '***';

/** Returns a copy where every value under a secret-looking key is masked. */
export function maskSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(maskSecrets) as T;
  if (value === null || typeof value !== 'object') return value;
  const masked: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    masked[key] = SECRET_KEY.test(key) && inner !== null && inner !== undefined ? MASK : maskSecrets(inner);
  }
  return masked as T;
}

/** Redux DevTools options: tokens never reach the DevTools panel. */
export const devToolsOptions = {
  name: 'Bonavis',
  actionSanitizer: <A>(action: A) => maskSecrets(action),
  stateSanitizer: <S>(state: S) => maskSecrets(state),
};
