import { loadMessages as account } from '@pathwise/account';
import { loadMessages as analytics } from '@pathwise/analytics';
import { loadMessages as api } from '@pathwise/api';
import { loadMessages as auth } from '@pathwise/auth';
import { loadMessages as careerFacts } from '@pathwise/career-facts';
import { loadMessages as careerFits } from '@pathwise/career-fits';
import { loadMessages as careerWords } from '@pathwise/career-words';
import { loadMessages as compare } from '@pathwise/saved-careers';
import { loadMessages as forgetBrowser } from '@pathwise/forget-browser';
import { loadMessages as groups } from '@pathwise/groups';
import {
  type CatalogueLoader,
  type Locale,
  type Messages,
  activeLocale,
  addMessages,
  catalogueLoader,
} from '@pathwise/i18n';
import { loadMessages as onboardingQuestions } from '@pathwise/onboarding-questions';
import { loadMessages as progress } from '@pathwise/progress';
import { loadMessages as shell } from '@pathwise/shell';
import { loadMessages as speech } from '@pathwise/speech';
import { loadMessages as theme } from '@pathwise/theme';
import { loadMessages as ui } from '@pathwise/ui';
import { LAYOUT_WORDS, LAZY_WORDS, type LazyPart, type WordedLibrary } from './words';

const app = catalogueLoader((locale) => import(`../locales/${locale}.po`));

/** Each library's catalogue loader, by its folder (as words.ts names them). */
const LOADERS: Record<WordedLibrary, CatalogueLoader> = {
  'apps/web': app,
  'libs/account': account,
  'libs/analytics': analytics,
  'libs/api': api,
  'libs/auth': auth,
  'libs/career-facts': careerFacts,
  'libs/career-fits': careerFits,
  'libs/career-words': careerWords,
  'libs/forget-browser': forgetBrowser,
  'libs/groups': groups,
  'libs/saved-careers': compare,
  'libs/onboarding-questions': onboardingQuestions,
  'libs/progress': progress,
  'libs/shell': shell,
  'libs/speech': speech,
  'libs/theme': theme,
  'libs/ui': ui,
};

async function loadAll(libraries: readonly WordedLibrary[], locale: Locale): Promise<Messages> {
  const catalogues = await Promise.all(libraries.map((library) => LOADERS[library](locale)));
  return catalogues.reduce<Messages>((all, catalogue) => Object.assign(all, catalogue), {});
}

/** The layout's words (see words.ts), fetched together, in parallel, before the first render. */
export const loadCommonMessages = (locale: Locale): Promise<Messages> =>
  loadAll(LAYOUT_WORDS, locale);

/** The other libraries' words a lazy part shows, added to the language's messages. */
export async function loadLazyWords(part: LazyPart): Promise<void> {
  const libraries = LAZY_WORDS[part];
  if (!libraries.length) return;
  const locale = activeLocale();
  addMessages(locale, await loadAll(libraries, locale));
}
