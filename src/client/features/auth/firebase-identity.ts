import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  FacebookAuthProvider,
  getAuth,
  GithubAuthProvider,
  GoogleAuthProvider,
  isSignInWithEmailLink,
  onIdTokenChanged,
  signInWithEmailLink,
  signInWithPopup,
  signOut,
  TwitterAuthProvider,
  type AuthProvider,
} from 'firebase/auth';
import type { ClientConfig } from '../../config/client-config';
import type { Identity, SocialProvider } from '../../session/identity';

function providerFor(name: SocialProvider): AuthProvider {
  const provider = {
    google: () => new GoogleAuthProvider(),
    facebook: () => new FacebookAuthProvider(),
    github: () => new GithubAuthProvider(),
    twitter: () => new TwitterAuthProvider(),
  }[name]();
  // Forced account selection: a shared computer never signs in the last account silently.
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/** Firebase Auth behind the app's identity port; the emulator when the build names one. */
export function createFirebaseIdentity({ firebase }: ClientConfig, language: string): Identity {
  const app = initializeApp({ apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId });
  const auth = getAuth(app);
  if (firebase.authEmulatorUrl) connectAuthEmulator(auth, firebase.authEmulatorUrl, { disableWarnings: true });
  auth.languageCode = language;
  return {
    onIdTokenChanged: (listener) => onIdTokenChanged(auth, listener),
    currentUser: () => auth.currentUser,
    isSignInLink: (url) => isSignInWithEmailLink(auth, url),
    signInWithLink: async (email, url) => void (await signInWithEmailLink(auth, email, url)),
    signInWithPopup: async (name) => void (await signInWithPopup(auth, providerFor(name))),
    signOut: () => signOut(auth),
  };
}
