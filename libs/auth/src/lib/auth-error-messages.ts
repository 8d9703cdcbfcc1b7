/** What each sign-in failure means for the person, in plain words, and what they can do next. */
const MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'That password is not right. Try again, or reset it below.',
  'auth/invalid-credential':
    'That email and password do not match an account. Check both, or reset your password.',
  'auth/invalid-login-credentials':
    'That email and password do not match an account. Check both, or reset your password.',
  'auth/user-not-found': 'There is no account with that email yet. Check it, or create an account.',
  'auth/email-already-in-use':
    'There is already an account with that email. Sign in instead, or reset the password.',
  'auth/too-many-requests':
    'Too many attempts in a short time. Please wait a few minutes, then try again.',
  'auth/expired-action-code': 'That link has expired. Ask for a new one and use it within an hour.',
  'auth/invalid-action-code':
    'That link is not valid any more; it may have been used already. Ask for a new one.',
  'auth/user-disabled':
    'This account has been turned off. Contact us if you think this is a mistake.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your connection and try again.',
  'auth/popup-closed-by-user':
    'The Google window was closed before sign-in finished. Try again when you are ready.',
  'auth/cancelled-popup-request':
    'The Google window was closed before sign-in finished. Try again when you are ready.',
  'auth/popup-blocked':
    'Your browser blocked the Google window. We will take you to Google in this tab instead.',
  'auth/weak-password': 'Choose a longer password: at least 8 characters.',
  'auth/invalid-email': 'That does not look like an email address.',
  'auth/missing-password': 'Enter your password.',
  'pathwise/google-unreachable':
    'We could not reach Google to sign you in. Check your connection, or use your email instead.',
  'auth/requires-recent-login': 'For your safety, please confirm it is you by signing in again.',
  'auth/account-exists-with-different-credential':
    'You already have an account with that email, with another sign-in method. Sign in that way first.',
};

export const GENERIC_AUTH_ERROR =
  'Something went wrong while signing in. Please try again in a moment.';

export function authErrorMessage(code: string): string {
  return MESSAGES[code] ?? GENERIC_AUTH_ERROR;
}
