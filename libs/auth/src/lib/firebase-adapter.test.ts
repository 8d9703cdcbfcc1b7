import {
  browserPopupRedirectResolver,
  getRedirectResult,
  initializeAuth,
  signInWithPopup,
  signInWithRedirect,
} from 'firebase/auth';
import { createFirebaseAdapter } from './firebase-adapter';

// Firebase's resolver is what fetches Google's sign-in library (apis.google.com); the fakes record
// who is handed it, and when.
vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({}) }));
vi.mock('firebase/auth', () => ({
  GoogleAuthProvider: class {},
  browserLocalPersistence: {},
  indexedDBLocalPersistence: {},
  browserPopupRedirectResolver: { resolver: 'google' },
  connectAuthEmulator: vi.fn(),
  initializeAuth: vi.fn(() => ({ currentUser: null })),
  getRedirectResult: vi.fn(async () => null),
  signInWithPopup: vi.fn(async () => undefined),
  signInWithRedirect: vi.fn(async () => undefined),
  onIdTokenChanged: vi.fn(),
}));

const CONFIG = {
  firebase: { apiKey: 'fake-api-key', projectId: 'demo-pathwise' },
  authEmulatorHost: null,
};

afterEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe('the Firebase adapter and Google’s sign-in library', () => {
  it('starts without it: no resolver at start, no redirect to finish', () => {
    createFirebaseAdapter(CONFIG);
    expect(vi.mocked(initializeAuth).mock.calls[0]?.[1]).not.toHaveProperty(
      'popupRedirectResolver',
    );
    expect(getRedirectResult).not.toHaveBeenCalled();
  });

  it('hands it to the popup only when Google is chosen', async () => {
    const adapter = createFirebaseAdapter(CONFIG);
    expect(signInWithPopup).not.toHaveBeenCalled();
    await adapter.signInWithGoogle({ redirect: false });
    expect(vi.mocked(signInWithPopup).mock.calls[0]?.[2]).toBe(browserPopupRedirectResolver);
  });

  it('finishes a redirect sign-in on the page Google sends the person back to', async () => {
    const leaving = createFirebaseAdapter(CONFIG);
    await leaving.signInWithGoogle({ redirect: true });
    expect(vi.mocked(signInWithRedirect).mock.calls[0]?.[2]).toBe(browserPopupRedirectResolver);

    // Back from Google's page: a new page, a new adapter.
    createFirebaseAdapter(CONFIG);
    expect(getRedirectResult).toHaveBeenCalledWith(expect.anything(), browserPopupRedirectResolver);
    // Only once: the page after that starts without Google again.
    createFirebaseAdapter(CONFIG);
    expect(getRedirectResult).toHaveBeenCalledTimes(1);
  });

  it('expects nothing back from a redirect that never left', async () => {
    vi.mocked(signInWithRedirect).mockRejectedValueOnce({ code: 'auth/network-request-failed' });
    await expect(
      createFirebaseAdapter(CONFIG).signInWithGoogle({ redirect: true }),
    ).rejects.toEqual({ code: 'auth/network-request-failed' });
    createFirebaseAdapter(CONFIG);
    expect(getRedirectResult).not.toHaveBeenCalled();
  });
});
