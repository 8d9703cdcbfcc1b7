import { loadMessages as account } from '@pathwise/account';
import { loadMessages as analytics } from '@pathwise/analytics';
import { loadMessages as api } from '@pathwise/api';
import { loadMessages as auth } from '@pathwise/auth';
import { loadMessages as careerWords } from '@pathwise/career-words';
import { loadMessages as compare } from '@pathwise/compare';
import { type Locale, type Messages, catalogueLoader } from '@pathwise/i18n';
import { loadMessages as progress } from '@pathwise/progress';
import { loadMessages as shell } from '@pathwise/shell';
import { loadMessages as speech } from '@pathwise/speech';
import { loadMessages as theme } from '@pathwise/theme';
import { loadMessages as ui } from '@pathwise/ui';

const app = catalogueLoader((locale) => import(`../locales/${locale}.po`));

/**
 * The words every page may show, from each library that has some besides the screens (which load
 * theirs with their route): fetched together, in parallel, before the first render.
 */
export const COMMON_CATALOGUES = [
  app,
  account,
  analytics,
  api,
  auth,
  careerWords,
  compare,
  progress,
  shell,
  speech,
  theme,
  ui,
];

export async function loadCommonMessages(locale: Locale): Promise<Messages> {
  const catalogues = await Promise.all(COMMON_CATALOGUES.map((load) => load(locale)));
  return Object.assign({}, ...catalogues);
}
