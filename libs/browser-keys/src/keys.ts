/**
 * Every name Pathwise keeps something under in this browser, in one list. Each is read and written
 * only by the library that owns it (a lint rule holds them to that); the others, the page's early
 * scripts and the tests take the name from here. It imports nothing, so the lightest page can read it.
 */

/** What a person has done, kept by `@pathwise/progress` (local storage). */
export const STORAGE_KEYS = {
  personalityDraft: 'pathwise:personality-draft',
  interestSort: 'pathwise:interest-sort',
  interestResult: 'pathwise:interest-result',
  onboarding: 'pathwise:onboarding',
  favourites: 'pathwise:favourites',
  verdicts: 'pathwise:verdicts',
  /** The language chosen for a report's descriptions. */
  reportLanguage: 'pathwise:report-language',
  /** When, and in which browser session, each kind of progress was last changed here. */
  madeHere: 'pathwise:made-here',
  /**
   * The browser sessions with a Pathwise tab open now and when each last showed life, so a new tab
   * joins the session of one already open (random ids, nothing of a person's).
   */
  openSessions: 'pathwise:open-sessions',
  /** The person said this device is their own: signing out keeps Pathwise's copy here. */
  ownDevice: 'pathwise:own-device',
} as const;

/** This browser's settings, which signing out leaves alone (local storage), by owning library. */
export const DEVICE_KEYS = {
  /** `@pathwise/i18n`: the language the person chose for Pathwise. */
  language: 'pathwise:language',
  /** `@pathwise/theme`: light, dark or system (the name the theme spec gives it). */
  theme: 'vite-ui-theme',
  /** `@pathwise/analytics`: whether the visitor agreed to analytics. */
  analyticsConsent: 'pathwise:analytics-consent',
  /** `@pathwise/speech`: reading speed and voice. */
  speechSettings: 'pathwise:speech-settings',
  /** `@pathwise/auth`: someone signed in on this browser (read by scripts before any code). */
  signedIn: 'pathwise:signed-in',
  /**
   * `@pathwise/auth`: someone said this is a shared computer (a lab's, a library's): sign-in and
   * progress last only for the browser session (read by scripts before any code).
   */
  sharedComputer: 'pathwise:shared-computer',
} as const;

/** What lasts only as long as the tab (session storage), by owning library. */
export const TAB_KEYS = {
  /** `@pathwise/progress`: this browser session's id, for what was made in it. */
  browserSession: 'pathwise:browser-session',
  /** `@pathwise/auth`: a Google sign-in left for Google's page and comes back to this tab. */
  googleRedirect: 'pathwise:google-redirect',
  /** `@pathwise/shell`: where each page was scrolled to, for Back and reload. */
  scrollPositions: 'pathwise:scroll-positions',
} as const;

/** `@pathwise/progress`: written and removed at once to learn whether storage takes writes. */
export const STORAGE_PROBE_KEY = 'pathwise:storage-probe';

/**
 * `@pathwise/progress`: the cross-tab locks that let one tab move a kind of progress into the
 * account. Web Locks names; where a browser has none, the lock is kept under `pathwise:lock:<name>`.
 */
export const UPLOAD_LOCKS = {
  interestResult: 'pathwise:interest-upload',
  personalityDraft: 'pathwise:personality-upload',
  onboarding: 'pathwise:onboarding-upload',
  favourites: 'pathwise:favourites-upload',
  verdicts: 'pathwise:verdicts-upload',
} as const;
