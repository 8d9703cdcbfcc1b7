import { type Page, expect } from '@playwright/test';

const EMULATOR = 'http://127.0.0.1:9099';

/**
 * fetch, tried again when the connection drops: the emulator closes idle keep-alive connections,
 * and a request that races that close fails before the emulator reads it.
 */
async function emulatorFetch(url: string, init: RequestInit, attempts = 3): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof TypeError)) throw error;
    }
  }
}

/** A fresh address per test, so parallel tests never share an account. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Creates an account straight in the emulator, for tests that start from an existing account. */
export async function createAccount(email: string, password: string, displayName?: string) {
  const response = await emulatorFetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
    },
  );
  expect(response.ok, await response.clone().text()).toBe(true);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, authorization: `Bearer ${body.idToken}` };
}

/** Whether the emulator still has an account for this email. */
export async function accountExists(email: string): Promise<boolean> {
  const response = await emulatorFetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:createAuthUri?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, continueUri: 'http://127.0.0.1' }),
    },
  );
  const body = (await response.json()) as { registered?: boolean };
  return Boolean(body.registered);
}

/** The sign-in form's words in each language the tests read it in. */
const SIGN_IN_WORDS = {
  en: { email: 'Email', password: 'Password', submit: 'Sign in' },
  es: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
} as const;

export async function signInWithEmail(
  page: Page,
  email: string,
  password: string,
  language: keyof typeof SIGN_IN_WORDS = 'en',
) {
  const words = SIGN_IN_WORDS[language];
  await page.getByLabel(words.email, { exact: true }).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
}

export const accountMenu = (page: Page) => page.getByRole('button', { name: /account menu$/ });

/** Asked after sign-in when the browser holds progress from an earlier browser session. */
export const progressFromBefore = (page: Page) =>
  page.getByRole('dialog', { name: 'Is this progress yours?' });

/** Signed in: the account menu, or (hiding the page behind it) the question about earlier progress. */
export const signedIn = (page: Page) => accountMenu(page).or(progressFromBefore(page));

/** The toast region; Radix also copies each toast into a hidden announcer, so tests look here. */
export const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/**
 * Signs out from the account menu. Unless `ownDevice`, the browser's copy of the person's progress
 * is cleared (the dialog's default on a device nobody marked as their own).
 */
export async function signOut(page: Page, { ownDevice = false } = {}) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out' });
  await dialog.getByLabel(/This is my own device/).setChecked(ownDevice);
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
}
