import { type Locale, pathInLocale, saveLanguageChoice } from '@pathwise/i18n';

/** Something to finish before the page leaves for another language, such as saving it to the profile. */
export type BeforeLanguageChange = (locale: Locale) => unknown;

const waiting = new Set<BeforeLanguageChange>();

/** The longest a change of language waits for what must happen first: the person is waiting too. */
export const LANGUAGE_CHANGE_WAIT_MS = 3000;

/** Runs `task` before every change of language until the returned function is called. */
export function beforeLanguageChange(task: BeforeLanguageChange): () => void {
  waiting.add(task);
  return () => void waiting.delete(task);
}

/**
 * The page in another language, by a full page load: the router's basename is the language's
 * prefix, so a navigation inside the app can't cross it.
 */
export function loadPageIn(locale: Locale): void {
  const { pathname, search, hash } = window.location;
  window.location.assign(pathInLocale(pathname, locale) + search + hash);
}

/**
 * The person chose `locale`: this browser remembers it (for the app and for the server), what
 * must happen first happens (for at most `LANGUAGE_CHANGE_WAIT_MS`; a failure doesn't hold the
 * person back), then the page loads in that language.
 */
export async function changeLanguage(
  locale: Locale,
  loadPage: (locale: Locale) => void = loadPageIn,
): Promise<void> {
  saveLanguageChoice(locale);
  const tasks = [...waiting].map((task) => Promise.resolve().then(() => task(locale)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(tasks),
    new Promise((resolve) => (timer = setTimeout(resolve, LANGUAGE_CHANGE_WAIT_MS))),
  ]);
  clearTimeout(timer);
  loadPage(locale);
}
