import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { hasVoiceFor, pickVoice, speechLanguage, voicesFor } from './language-voice';
import type { SpeechVoice } from './speech-adapter';
import { useSpeechAdapter } from './speech-context';
import { useSpeechSettings } from './speech-settings';

/**
 * Every voice the device lists. Browsers load voices after the page, so the list follows their
 * `voiceschanged` event.
 */
function useDeviceVoices(): SpeechVoice[] {
  const speech = useSpeechAdapter();
  // A string snapshot: `voices()` builds a new array on each call.
  const snapshot = useCallback(() => JSON.stringify(speech.voices()), [speech]);
  const json = useSyncExternalStore(speech.onVoicesChanged, snapshot, () => '[]');
  return useMemo(() => JSON.parse(json) as SpeechVoice[], [json]);
}

/** The voices that suit the language, best first; every voice when none does. */
export function useVoices(lang: string): SpeechVoice[] {
  const voices = useDeviceVoices();
  return useMemo(() => {
    const suitable = voicesFor(voices, lang);
    return suitable.length ? suitable : voices;
  }, [voices, lang]);
}

export type LanguageVoice = {
  /** The language tag speech uses (the active language, with the reader's region when known). */
  lang: string;
  /** The device's voices for the language, best first (none when it lists none for it). */
  voices: SpeechVoice[];
  /** The voice speech uses: the person's choice when it speaks the language, else the best one. */
  voice: SpeechVoice | null;
  /**
   * False when the device lists its voices and none speaks the language: a screen says so, as
   * `NoVoiceNote` does, since the device's own voice may read the words in another accent.
   */
  hasVoice: boolean;
};

/** The device's voice for the language Pathwise is shown in (see `LanguageVoice`). */
export function useLanguageVoice(): LanguageVoice {
  const speech = useSpeechAdapter();
  const voices = useDeviceVoices();
  const [{ voiceId }] = useSpeechSettings();
  const lang = speechLanguage();
  return useMemo(
    () => ({
      lang,
      voices: voicesFor(voices, lang),
      voice: pickVoice(voices, lang, voiceId),
      hasVoice: speech.canSpeak && hasVoiceFor(voices, lang),
    }),
    [speech.canSpeak, voices, lang, voiceId],
  );
}
