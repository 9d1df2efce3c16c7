/** The identity provider as the app uses it; Firebase Auth in the app, a fake in tests. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'github', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export type IdentityUser = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  getIdToken(forceRefresh?: boolean): Promise<string>;
};

export type Identity = {
  /** Called with the user on sign-in and on every new ID token, with null on sign-out. */
  onIdTokenChanged(listener: (user: IdentityUser | null) => void): () => void;
  currentUser(): IdentityUser | null;
  isSignInLink(url: string): boolean;
  signInWithLink(email: string, url: string): Promise<void>;
  /** Popup sign-in with forced account selection. */
  signInWithPopup(provider: SocialProvider): Promise<void>;
  signOut(): Promise<void>;
};
