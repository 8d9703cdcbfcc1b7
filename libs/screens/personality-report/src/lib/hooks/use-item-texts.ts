import {
  BIG_FIVE_ITEM_LANGUAGES,
  type BigFiveInventory,
  loadBigFiveItems,
} from '@pathwise/assessment';
import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useState } from 'react';
import { browserLanguages, matchBrowserLanguage, withPageLanguage } from '../report-language';

const ITEM_LANGUAGES = BIG_FIVE_ITEM_LANGUAGES.map((language) => language.id);

type Loaded = { attempt: number; inventory: BigFiveInventory | null; failed: boolean };

/**
 * The test's statements and answer options, in the browser's language where the test has it
 * (a language Pathwise is written in counting as the page's), else the page's, downloaded only
 * when someone reads their answers back.
 */
export function useItemTexts() {
  const page = useLingui().i18n.locale;
  const language = useMemo(
    () =>
      matchBrowserLanguage(withPageLanguage(browserLanguages(), page), ITEM_LANGUAGES) ??
      matchBrowserLanguage([page], ITEM_LANGUAGES) ??
      'en',
    [page],
  );
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    loadBigFiveItems(language).then(
      (inventory) => live && setLoaded({ attempt, inventory, failed: false }),
      () => live && setLoaded({ attempt, inventory: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [language, attempt]);
  const current = loaded?.attempt === attempt ? loaded : null;
  return {
    inventory: current?.inventory ?? null,
    failed: current?.failed ?? false,
    retry: () => setAttempt((n) => n + 1),
  };
}
