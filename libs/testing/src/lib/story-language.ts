import { type Locale, type Messages, activateLocale, i18n, isLocale } from '@pathwise/i18n';
import { compileMessage } from '@lingui/message-utils/compileMessage';

// Every catalogue of every library: a story shows a screen in either language without knowing
// which catalogues its parts come from.
const catalogues = import.meta.glob<{ messages: Messages }>('../../../**/src/locales/*.po');

// Messages not extracted yet still show their English source while a change is being written.
i18n.setMessagesCompiler(compileMessage);

const loaded = new Set<Locale>();

/** Makes `locale` (a story's `language` global) the language of the story, catalogues loaded. */
export async function loadStoryLanguage(language: unknown): Promise<void> {
  const locale: Locale = isLocale(language) ? language : 'en';
  if (!loaded.has(locale)) {
    const mine = Object.entries(catalogues).filter(([path]) => path.endsWith(`/${locale}.po`));
    const all = await Promise.all(mine.map(([, load]) => load()));
    activateLocale(locale, Object.assign({}, ...all.map((c) => c.messages)));
    loaded.add(locale);
  } else {
    activateLocale(locale, {});
  }
}
