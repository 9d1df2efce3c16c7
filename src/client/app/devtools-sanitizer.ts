export const MASK = '***';

// Keys whose value is a credential whatever it looks like (2faToken, idToken, Authorization, a sign-in `link`…).
const SECRET_KEY = /token|secret|password|otp|oobcode|authorization|cookie|credential|^2fa|^link$/i;
// `code` is the one-time code, an OAuth code… or an error code, which stays readable for debugging.
const CODE_KEY = /^code$/i;
const ERROR_CODE = /^(?=.*[A-Z])[A-Z0-9_]+$|^[a-z]+\/[a-z-]+$/;
// ID tokens are JWTs: a JSON header (base64url `eyJ…`), a payload and a signature (empty from the Auth emulator).
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
// One-time secrets carried in a URL (a sign-in link's oobCode, an OAuth code), plain or URL-encoded.
const SECRET_PARAM = /(oobCode|(?<=^|[?&#;\s]|%3F|%26|%23)(?:code|otp|(?:id_|access_|refresh_)?token))(=|%3D)[^&#\s"'\\]*/gi;

/** A string with every JWT and every secret URL parameter masked. */
export function maskSecretText(text: string): string {
  return text.replace(JWT, MASK).replace(SECRET_PARAM, `$1$2${MASK}`);
}

function isSecretEntry(key: string, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (CODE_KEY.test(key)) return !(typeof value === 'string' && ERROR_CODE.test(value));
  return SECRET_KEY.test(key);
}

function mask(value: unknown, ancestors: WeakSet<object>): unknown {
  if (typeof value === 'string') return maskSecretText(value);
  if (value === null || typeof value !== 'object') return value;
  // Thunk arguments can hold live objects (a Firebase user and its auth instance point at each other).
  if (ancestors.has(value)) return '[Circular]';
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => mask(item, ancestors));
    const entries = typeof Headers !== 'undefined' && value instanceof Headers ? [...value.entries()] : Object.entries(value);
    const masked: Record<string, unknown> = {};
    for (const [key, inner] of entries) {
      // Keys too: RTK Query names its cache entries after the arguments.
      masked[maskSecretText(key)] = isSecretEntry(key, inner) ? MASK : mask(inner, ancestors);
    }
    return masked;
  } finally {
    ancestors.delete(value);
  }
}

/** Returns a copy where credentials are masked: under secret-looking keys, and in any text that carries one. */
export function maskSecrets<T>(value: T): T {
  return mask(value, new WeakSet()) as T;
}

/** Redux DevTools options: no live credential reaches the DevTools panel. */
export const devToolsOptions = {
  name: 'Bonavis',
  actionSanitizer: <A>(action: A) => maskSecrets(action),
  stateSanitizer: <S>(state: S) => maskSecrets(state),
};
