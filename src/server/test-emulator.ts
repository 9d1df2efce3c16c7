import { validOnboarding } from '../shared/validation/onboarding-examples';

/** Helpers for server tests: real accounts in the Auth emulator, real mails in MailDev. */
const EMULATOR = 'http://127.0.0.1:9099';
const MAILDEV = 'http://127.0.0.1:1080';
const PROJECT = 'demo-bonavis';

/** fetch, tried again once when a kept-alive connection was closed under it (undici's "other side closed"). */
async function fetchAgainOnReset(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

async function identityToolkit<T>(method: string, body: object, admin = false): Promise<T> {
  const response = await fetchAgainOnReset(`${EMULATOR}/identitytoolkit.googleapis.com/v1/${method}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${method}: ${json.error?.message ?? response.status}`);
  return json;
}

export const uniqueEmail = (prefix = 'owner') => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.fr`;

/**
 * Creates an account whose address is verified, as every sign-in method the app offers gives
 * (link, code, Google), and returns its uid and a fresh ID token.
 */
export async function createAccount(email = uniqueEmail(), displayName?: string) {
  const password = 'not-used-123';
  const { localId } = await identityToolkit<{ localId: string }>(
    `projects/${PROJECT}/accounts`,
    { email, password, displayName, emailVerified: true },
    true,
  );
  const signedIn = await identityToolkit<{ idToken: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: localId, idToken: signedIn.idToken, email };
}

/**
 * An account on an address nobody proved, as Firebase's own sign-up endpoint gives anyone. The token comes from a
 * sign-in after the sign-up: the emulator dates the sign-up's own token from the request's start but the account's
 * "tokens valid since" from later in it, so across a second's boundary that token reads as revoked (a CI run saw it).
 */
export async function createUnverifiedAccount(email = uniqueEmail()) {
  const password = 'not-used-123';
  const { localId } = await identityToolkit<{ localId: string }>('accounts:signUp', { email, password, returnSecureToken: true });
  const signedIn = await identityToolkit<{ idToken: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: localId, idToken: signedIn.idToken, email };
}

/** Completes an e-mail link sign-in, as the browser SDK does, and returns the ID token. */
export async function signInWithEmailLink(email: string, link: string) {
  const oobCode = new URL(link).searchParams.get('oobCode');
  const result = await identityToolkit<{ idToken: string; localId: string }>('accounts:signInWithEmailLink', {
    email,
    oobCode,
    returnSecureToken: true,
  });
  return { uid: result.localId, idToken: result.idToken };
}

export async function disableAccount(uid: string) {
  await identityToolkit(`projects/${PROJECT}/accounts:update`, { localId: uid, disableUser: true }, true);
}

type MaildevMail = {
  id: string;
  to: { address: string }[];
  subject: string;
  text: string;
  html: string;
  replyTo?: { address: string }[];
  attachments?: { fileName: string; contentType: string }[];
};

/**
 * MailDev's mails to one address. MailDev filters them itself (`?to.address=`): asking for every mail and filtering
 * here made each poll carry the whole run's mails, so the suites slowed down as the run went on (a suite of 9 s alone
 * took 78 s late in a CI run).
 */
async function mailDevMailsTo<Mail>(to: string): Promise<Mail[]> {
  const response = await fetchAgainOnReset(`${MAILDEV}/email?${new URLSearchParams({ 'to.address': to })}`);
  return (await response.json()) as Mail[];
}

/** How long a mail may take to reach MailDev: far more than it ever needs, so a loaded CI machine cannot fail a test. */
const MAIL_DEADLINE_MS = 30_000;

/** Every mail MailDev holds for `to`, oldest first, as it is now (for "nothing more was sent", after the work is done). */
export async function mailsTo(to: string): Promise<MaildevMail[]> {
  return mailDevMailsTo<MaildevMail>(to);
}

/** The newest mail MailDev received for `to` (and `matching`), asking again until it is there or the deadline has passed. */
/** When each mail was first handed to a test: a mail handed out before `since` is older than `since`. */
const handedOutAt = new Map<string, number>();

export async function latestMailTo(to: string, since = 0, matching: (mail: MaildevMail) => boolean = () => true): Promise<MaildevMail> {
  const deadline = Date.now() + MAIL_DEADLINE_MS;
  for (;;) {
    const mails = await mailDevMailsTo<MaildevMail & { time: string }>(to);
    // MailDev keeps whole seconds, so a mail of the same second as `since` may be older: one already handed out
    // before `since` is (a new code asked in the same second as the first must not be answered with the first).
    const fresh = (mail: MaildevMail & { time: string }) =>
      Date.parse(mail.time) >= since - (since % 1000) && !((handedOutAt.get(mail.id) ?? Infinity) < since);
    const found = mails.filter((mail) => fresh(mail) && matching(mail)).pop();
    if (found) {
      if (!handedOutAt.has(found.id)) handedOutAt.set(found.id, Date.now());
      return found;
    }
    if (Date.now() > deadline) throw new Error(`no mail for ${to} within ${MAIL_DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const codeIn = (mail: MaildevMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
export const linkIn = (mail: MaildevMail) => /(https?:\/\/\S+\/auth\/redirect\?\S+)/.exec(mail.text)?.[1] ?? '';

/** A signed-up owner with a profile in `app`: what most private-route tests start from. */
export async function signUpOwner(
  app: { inject: import('fastify').FastifyInstance['inject'] },
  email = uniqueEmail(),
  { acceptTerms = true }: { acceptTerms?: boolean } = {},
) {
  const account = await createAccount(email);
  const headers = { authorization: account.idToken };
  const created = await app.inject({ method: 'POST', url: '/api/users/private', headers, payload: {} });
  if (created.statusCode !== 201) throw new Error(`profile creation answered ${created.statusCode}`);
  if (acceptTerms) {
    const accepted = await app.inject({
      method: 'PUT',
      url: '/api/users/private/update-info',
      headers,
      payload: { hasAcceptedTerms: true },
    });
    if (accepted.statusCode !== 200) throw new Error(`accepting the terms answered ${accepted.statusCode}`);
  }
  return { ...account, headers, user: created.json() as { id: number; hasDoneProfileSetup: boolean } };
}

/** A request from the owner, as the app sends it: their ID token in Authorization, with any other headers given. */
export function injectAs(
  app: { inject: import('fastify').FastifyInstance['inject'] },
  owner: { idToken: string },
  options: import('fastify').InjectOptions,
) {
  return app.inject({ ...options, headers: { ...options.headers, authorization: owner.idToken } });
}

/** An owner who finished the setup wizard (a demo listing, not yet synchronised). */
export async function setUpOwner(app: { inject: import('fastify').FastifyInstance['inject'] }, email = uniqueEmail()) {
  const owner = await signUpOwner(app, email);
  const onboarded = await app.inject({
    method: 'POST',
    url: '/api/users/private/onboarding',
    headers: owner.headers,
    payload: validOnboarding,
  });
  if (onboarded.statusCode !== 200) throw new Error(`onboarding answered ${onboarded.statusCode}`);
  return owner;
}
