import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { SpeechVoice } from './speech-adapter';
import { useSpeechAdapter } from './speech-context';

/**
 * The voices that suit the language; every voice when none does. Browsers load voices after the
 * page, so the list follows their `voiceschanged` event.
 */
export function useVoices(lang: string): SpeechVoice[] {
  const speech = useSpeechAdapter();
  // A string snapshot: `voices()` builds a new array on each call.
  const snapshot = useCallback(() => JSON.stringify(speech.voices()), [speech]);
  const json = useSyncExternalStore(speech.onVoicesChanged, snapshot, () => '[]');
  return useMemo(() => {
    const voices = JSON.parse(json) as SpeechVoice[];
    const base = lang.split('-')[0]!.toLowerCase();
    const suitable = voices.filter((voice) => voice.lang.toLowerCase().startsWith(base));
    return suitable.length ? suitable : voices;
  }, [json, lang]);
}
