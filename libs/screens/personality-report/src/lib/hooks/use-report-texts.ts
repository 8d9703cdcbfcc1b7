import { useLingui } from '@lingui/react';
import type { BigFiveTexts } from '@pathwise/assessment/texts';
import { useCallback, useEffect, useState } from 'react';
import {
  browserLanguages,
  languageLabel,
  pickReportLanguage,
  readStoredLanguage,
  storeLanguage,
} from '../report-language';

// The texts entry brings in @bigfive-org/results, which is large: only a dynamic import, so it
// and each language's texts are chunks of their own that load after the scores are on screen.
const loadTextsEntry = () => import('@pathwise/assessment/texts');

export type LanguageOption = { id: string; label: string };

export type ReportTexts = {
  /** The languages on offer, once the texts entry has loaded. */
  languages: LanguageOption[] | null;
  /** The language picked (or about to show). */
  language: string | null;
  texts: BigFiveTexts | null;
  status: 'loading' | 'ready' | 'error';
  choose: (language: string) => void;
  retry: () => void;
};

type LoadState = Pick<ReportTexts, 'languages' | 'texts' | 'status'>;

/**
 * The domain and facet texts in the reader's language: the one they chose on this device before,
 * else the browser's, else the page's (see report-language.ts). A new choice is remembered; the
 * previous texts stay on screen until the new ones arrive.
 */
export function useReportTexts(): ReportTexts {
  const page = useLingui().i18n.locale;
  const [chosen, setChosen] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({
    languages: null,
    texts: null,
    status: 'loading',
  });

  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      const entry = await loadTextsEntry();
      const available = entry.BIG_FIVE_TEXT_LANGUAGES.map((option) => option.id);
      const language =
        chosen ??
        pickReportLanguage({
          stored: readStoredLanguage(),
          preferred: browserLanguages(),
          available,
          page,
        });
      const texts = await entry.loadBigFiveTexts(language);
      if (cancelled) return;
      setState({
        languages: entry.BIG_FIVE_TEXT_LANGUAGES.map((option) => ({
          id: option.id,
          label: languageLabel(option.id, option.name, page),
        })),
        texts,
        status: 'ready',
      });
    };
    load().catch(() => {
      if (!cancelled) setState((previous) => ({ ...previous, status: 'error' }));
    });
    return () => {
      cancelled = true;
    };
  }, [chosen, attempt, page]);

  const choose = useCallback(
    (language: string) => {
      storeLanguage(language, undefined, page);
      setChosen(language);
      setState((previous) => ({ ...previous, status: 'loading' }));
    },
    [page],
  );

  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, status: 'loading' }));
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, language: chosen ?? state.texts?.language ?? null, choose, retry };
}
