import type { Identity, IdentityUser, SocialProvider } from '../session/identity';

/** An identity user whose tokens are `token-<uid>-<n>`; `failRefresh` makes refreshes throw. */
type FakeUser = IdentityUser & { failRefresh?: boolean };

export function fakeUser(overrides: Partial<FakeUser> = {}): FakeUser {
  let issued = 0;
  const user: FakeUser = {
    uid: 'uid-1',
    email: 'marie@boulangerie.fr',
    emailVerified: true,
    displayName: null,
    photoURL: null,
    ...overrides,
    getIdToken: jest.fn(async (force?: boolean): Promise<string> => {
      if (force && user.failRefresh) throw Object.assign(new Error('refresh failed'), { code: 'auth/network-request-failed' });
      issued += 1;
      return `token-${user.uid}-${issued}`;
    }),
  };
  return user;
}

/**
 * The identity provider in tests: `emit` plays Firebase's onIdTokenChanged;
 * sign-in methods resolve by emitting `nextUser`, or reject with `nextError`.
 */
export class FakeIdentity implements Identity {
  user: IdentityUser | null = null;
  nextUser: IdentityUser = fakeUser();
  nextError: { code: string } | null = null;
  private listeners = new Set<(user: IdentityUser | null) => void>();

  onIdTokenChanged(listener: (user: IdentityUser | null) => void) {
    this.listeners.add(listener);
    queueMicrotask(() => listener(this.user));
    return () => void this.listeners.delete(listener);
  }

  emit(user: IdentityUser | null) {
    this.user = user;
    this.listeners.forEach((listener) => listener(user));
  }

  currentUser = () => this.user;
  isSignInLink = jest.fn((url: string) => url.includes('mode=signIn') && url.includes('oobCode='));
  signInWithLink = jest.fn(async (_email: string, _url: string) => this.signIn());
  signInWithPopup = jest.fn(async (_provider: SocialProvider) => this.signIn());
  signOut = jest.fn(async () => this.emit(null));

  private signIn() {
    if (this.nextError) throw Object.assign(new Error(this.nextError.code), this.nextError);
    this.emit(this.nextUser);
  }
}
