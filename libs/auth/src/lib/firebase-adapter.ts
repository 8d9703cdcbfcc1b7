import { getApps, initializeApp } from 'firebase/app';
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  type User,
  browserLocalPersistence,
  browserSessionPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getRedirectResult,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  setPersistence,
  signOut,
  updateProfile,
} from 'firebase/auth';
import type { AuthAdapter, AuthUser } from './auth-adapter';
import type { BackendConfig } from './firebase-config';
import { noteGoogleRedirect, takeGoogleRedirect } from './google-redirect';
import { isSharedComputer, onSharedComputerChange } from './shared-computer';

const toAuthUser = (user: User): AuthUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  providerIds: user.providerData.map((info) => info.providerId),
});

/** Firebase Authentication behind Pathwise's AuthAdapter. Loaded only when sign-in is needed. */
export function createFirebaseAdapter(config: BackendConfig): AuthAdapter {
  const app = getApps()[0] ?? initializeApp(config.firebase);
  // No popup-and-redirect resolver here: given one, Firebase fetches Google's sign-in library
  // (apis.google.com) as the page loads. It is passed to the calls that need it instead.
  // On a shared computer a sign-in ends with the browser session, so the next person isn't signed
  // in as the last one when they forgot to sign out.
  const lasting = [indexedDBLocalPersistence, browserLocalPersistence];
  const auth = initializeAuth(app, {
    persistence: isSharedComputer() ? browserSessionPersistence : lasting,
  });
  onSharedComputerChange((shared) => {
    void setPersistence(auth, shared ? browserSessionPersistence : indexedDBLocalPersistence).catch(
      () => undefined,
    );
  });
  if (config.authEmulatorHost) {
    connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true });
  }
  const google = new GoogleAuthProvider();
  // Coming back from Google's page finishes that sign-in; a failed one leaves the person signed out.
  const redirectOutcome = takeGoogleRedirect()
    ? getRedirectResult(auth, browserPopupRedirectResolver).catch(() => null)
    : Promise.resolve(null);

  return {
    // Subscribing also starts Firebase's proactive refresh, about five minutes before the token expires.
    onIdTokenChanged: (listener) =>
      onIdTokenChanged(auth, (user) => {
        void (async () => {
          await redirectOutcome;
          listener(user ? toAuthUser(user) : null, user ? await user.getIdToken() : null);
        })();
      }),
    async signInWithGoogle({ redirect }) {
      if (!redirect) {
        await signInWithPopup(auth, google, browserPopupRedirectResolver);
        return;
      }
      noteGoogleRedirect();
      try {
        await signInWithRedirect(auth, google, browserPopupRedirectResolver);
      } catch (caught) {
        // It never left for Google's page: nothing is coming back.
        takeGoogleRedirect();
        throw caught;
      }
    },
    async signUpWithEmail({ email, password, displayName }) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      if (displayName) {
        await updateProfile(user, { displayName });
        // The profile change doesn't fire the token listener: push the name to it with a fresh token.
        await user.getIdToken(true);
      }
    },
    async signInWithEmail({ email, password }) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async sendPasswordReset(email) {
      await sendPasswordResetEmail(auth, email);
    },
    async signOut() {
      await signOut(auth);
    },
    async reauthenticate({ password }) {
      const user = auth.currentUser;
      if (!user)
        throw Object.assign(new Error('Nobody is signed in.'), { code: 'auth/no-current-user' });
      if (password !== undefined && user.email) {
        await reauthenticateWithCredential(
          user,
          EmailAuthProvider.credential(user.email, password),
        );
      } else {
        await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
      }
      return user.getIdToken(true);
    },
    async getIdToken(forceRefresh = false) {
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },
  };
}
