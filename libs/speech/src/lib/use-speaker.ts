import { useCallback, useEffect, useRef, useState } from 'react';
import { pickVoice, speechLanguage } from './language-voice';
import type { SpeakOutcome } from './speech-adapter';
import { useSpeechAdapter } from './speech-context';
import { readSpeechSettings } from './speech-settings';
import { useLanguageVoice } from './use-voices';

export type Speaker = {
  canSpeak: boolean;
  /**
   * Whether the device has a voice for the language Pathwise is shown in; when it hasn't, speech
   * still goes ahead with the device's own voice, and the screen says so (see `NoVoiceNote`).
   */
  hasVoice: boolean;
  speaking: boolean;
  /** True once the device failed to speak; callers say so and lean on the captions. */
  failed: boolean;
  speak: (text: string) => Promise<SpeakOutcome>;
  stop: () => void;
};

/**
 * The language speech and recognition use: the one Pathwise is shown in, with the reader's region
 * when their browser names one ("es-MX").
 */
export const pageLanguage = speechLanguage;

/**
 * Speaks in the active language with the remembered pace, and the remembered voice when it speaks
 * that language (else the device's best voice for it); stops when the component goes away.
 */
export function useSpeaker(): Speaker {
  const speech = useSpeechAdapter();
  const { hasVoice } = useLanguageVoice();
  const [speaking, setSpeaking] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const speak = useCallback(
    async (text: string) => {
      const turn = ++latest.current;
      setSpeaking(true);
      const { rate, voiceId } = readSpeechSettings();
      const lang = speechLanguage();
      // The voices as listed now: a browser may have loaded them since the last render.
      const voice = pickVoice(speech.voices(), lang, voiceId);
      const outcome = await speech.speak(text, { rate, voiceId: voice?.id ?? null, lang });
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

  return { canSpeak: speech.canSpeak, hasVoice, speaking, failed, speak, stop };
}
