import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@pathwise/i18n';

/**
 * What each sign-in failure (the sign-in service's error codes, and Pathwise's own) means for the
 * person, in plain words, and what they can do next: messages put into the reader's language when
 * shown.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  'auth/wrong-password': msg`That password is not right. Try again, or reset it below.`,
  'auth/invalid-credential': msg`That email and password do not match an account. Check both, or reset your password.`,
  'auth/invalid-login-credentials': msg`That email and password do not match an account. Check both, or reset your password.`,
  'auth/user-not-found': msg`There is no account with that email yet. Check it, or create an account.`,
  'auth/email-already-in-use': msg`There is already an account with that email. Sign in instead, or reset the password.`,
  'auth/too-many-requests': msg`Too many attempts in a short time. Please wait a few minutes, then try again.`,
  'auth/expired-action-code': msg`That link has expired. Ask for a new one and use it within an hour.`,
  'auth/invalid-action-code': msg`That link is not valid any more; it may have been used already. Ask for a new one.`,
  'auth/user-disabled': msg`This account has been turned off. Contact us if you think this is a mistake.`,
  'auth/network-request-failed': msg`We could not reach the sign-in service. Check your connection and try again.`,
  'auth/popup-closed-by-user': msg`The Google window was closed before sign-in finished. Try again when you are ready.`,
  'auth/cancelled-popup-request': msg`The Google window was closed before sign-in finished. Try again when you are ready.`,
  'auth/popup-blocked': msg`Your browser blocked the Google window. We will take you to Google in this tab instead.`,
  'auth/weak-password': msg`Choose a longer password: at least 8 characters.`,
  'auth/invalid-email': msg`That does not look like an email address.`,
  'auth/missing-password': msg`Enter your password.`,
  'pathwise/google-unreachable': msg`We could not reach Google to sign you in. Check your connection, or use your email instead.`,
  'auth/requires-recent-login': msg`For your safety, please confirm it is you by signing in again.`,
  'auth/account-exists-with-different-credential': msg`You already have an account with that email, with another sign-in method. Sign in that way first.`,
};

/** For a failure without words of its own. */
export const GENERIC_AUTH_ERROR = msg`Something went wrong while signing in. Please try again in a moment.`;

/** The words for a sign-in failure's code, in the reader's language (called when it is shown). */
export function authErrorMessage(code: string): string {
  return i18n._(Object.hasOwn(MESSAGES, code) ? MESSAGES[code]! : GENERIC_AUTH_ERROR);
}
