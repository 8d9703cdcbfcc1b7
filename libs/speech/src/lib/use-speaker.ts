import { useCallback, useEffect, useRef, useState } from 'react';
import type { SpeakOutcome } from './speech-adapter';
import { useSpeechAdapter } from './speech-context';
import { readSpeechSettings } from './speech-settings';

export type Speaker = {
  canSpeak: boolean;
  speaking: boolean;
  /** True once the device failed to speak; callers say so and lean on the captions. */
  failed: boolean;
  speak: (text: string) => Promise<SpeakOutcome>;
  stop: () => void;
};

/** The page's language, for voices and recognition. */
export const pageLanguage = () =>
  (typeof document !== 'undefined' && document.documentElement.lang) || 'en';

/** Speaks with the remembered voice and pace, and stops when the component goes away. */
export function useSpeaker(): Speaker {
  const speech = useSpeechAdapter();
  const [speaking, setSpeaking] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const speak = useCallback(
    async (text: string) => {
      const turn = ++latest.current;
      setSpeaking(true);
      const { rate, voiceId } = readSpeechSettings();
      const outcome = await speech.speak(text, { rate, voiceId, lang: pageLanguage() });
      if (turn === latest.current) {
        setSpeaking(false);
        if (outcome === 'failed') setFailed(true);
        if (outcome === 'done') setFailed(false);
      }
      return outcome;
    },
    [speech],
  );

  const stop = useCallback(() => {
    latest.current++;
    setSpeaking(false);
    speech.stopSpeaking();
  }, [speech]);

  useEffect(() => () => speech.stopSpeaking(), [speech]);

  return { canSpeak: speech.canSpeak, speaking, failed, speak, stop };
}
