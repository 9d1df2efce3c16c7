/**
 * Thousands of signed-in accounts for a bench, without thousands of sign-ins: the Auth emulator takes them in batches
 * of a thousand, and the emulator's ID tokens are unsigned JWTs (firebase-admin checks their claims and asks the
 * emulator whether the account exists and was not revoked, as for a real sign-in), so they are written here.
 */
import net from 'node:net';

const EMULATOR = 'http://127.0.0.1:9099';
const PROJECT = 'demo-bonavis';

/** Whether something listens on the local port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Fails unless the Auth emulator and MailDev run (the benches use them, and start or stop neither). */
export async function assertEmulatorsRunning() {
  for (const [port, name] of [
    [9099, 'the Firebase Auth emulator'],
    [1025, 'MailDev'],
  ] as const) {
    if (!(await listening(port))) throw new Error(`${name} is not running on 127.0.0.1:${port}`);
  }
}

const emailOf = (uid: string) => `${uid}@example.fr`;

/** Makes the accounts with these ids (addresses `<uid>@example.fr`, verified) in the emulator; those there already stay. */
export async function ensureEmulatorAccounts(uids: readonly string[]) {
  for (let start = 0; start < uids.length; start += 1000) {
    const users = uids.slice(start, start + 1000).map((localId) => ({ localId, email: emailOf(localId), emailVerified: true }));
    const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchCreate?key=fake`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ users }),
    });
    const { error = [] } = (await response.json()) as { error?: { message: string }[] };
    const failed = error.filter((problem) => !problem.message.includes('existing account'));
    if (!response.ok || failed.length) throw new Error(`the emulator refused accounts: ${failed[0]?.message ?? response.status}`);
  }
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ID token of the emulator's kind for `uid`, valid an hour from a second from now (after the account was made). */
export function emulatorToken(uid: string): string {
  const now = Math.floor(Date.now() / 1000) + 1;
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email: emailOf(uid),
    email_verified: true,
    firebase: { identities: { email: [emailOf(uid)] }, sign_in_provider: 'password' },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}
