import type { HeardOutcome, SpeakOutcome, SpeechAdapter, SpeechVoice } from './speech-adapter';

/** The parts of the Web Speech API's recognition object we use (not in TypeScript's DOM types). */
type Recognition = {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  abort: () => void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = globalThis as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  const found = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  return typeof found === 'function' ? (found as RecognitionConstructor) : null;
}

function synthesis(): SpeechSynthesis | null {
  const scope = globalThis as { speechSynthesis?: SpeechSynthesis };
  return scope.speechSynthesis && typeof globalThis.SpeechSynthesisUtterance === 'function'
    ? scope.speechSynthesis
    : null;
}

const DENIED = new Set(['not-allowed', 'service-not-allowed']);
const SILENT = new Set(['no-speech', 'no-match']);
const STOPPED = new Set(['interrupted', 'canceled', 'aborted']);

/** The Web Speech API as this browser offers it; features it lacks report `can… = false`. */
export function createBrowserSpeech(): SpeechAdapter {
  const synth = synthesis();
  const Recognition = recognitionConstructor();
  // Chrome drops an utterance's events when nothing references it any more, so keep the live one.
  let current: { utterance: SpeechSynthesisUtterance; settle: (o: SpeakOutcome) => void } | null =
    null;
  let recognition: { instance: Recognition; settle: (o: HeardOutcome) => void } | null = null;

  const voices = (): SpeechVoice[] =>
    (synth?.getVoices() ?? []).map((voice) => ({
      id: voice.voiceURI,
      name: voice.name,
      lang: voice.lang,
      isDefault: voice.default,
    }));

  const stopSpeaking = () => {
    const live = current;
    current = null;
    live?.settle('stopped');
    synth?.cancel();
  };

  const stopListening = () => {
    const live = recognition;
    recognition = null;
    live?.settle({ kind: 'stopped' });
    try {
      live?.instance.abort();
    } catch {
      // Already ended.
    }
  };

  return {
    canSpeak: synth !== null,
    canListen: Recognition !== null,
    voices,
    onVoicesChanged(listener) {
      synth?.addEventListener?.('voiceschanged', listener);
      return () => synth?.removeEventListener?.('voiceschanged', listener);
    },
    speak(text, options) {
      stopSpeaking();
      if (!synth) return Promise.resolve('failed');
      return new Promise<SpeakOutcome>((resolve) => {
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.rate = options.rate;
        utterance.lang = options.lang;
        const voice = synth.getVoices().find((v) => v.voiceURI === options.voiceId);
        if (voice) utterance.voice = voice;
        let settled = false;
        const settle = (outcome: SpeakOutcome) => {
          if (settled) return;
          settled = true;
          clearTimeout(watchdog);
          if (current?.utterance === utterance) current = null;
          resolve(outcome);
        };
        // Some voices stop without an end event (Chrome's network voices after ~15 s): past twice
        // the time the words should take, the speech counts as over so nothing waits forever.
        const words = text.split(/\s+/).length;
        const watchdog = setTimeout(
          () => settle('done'),
          3000 + (2 * 1000 * words) / (2.5 * options.rate),
        );
        utterance.onend = () => settle('done');
        utterance.onerror = (event) => settle(STOPPED.has(event.error) ? 'stopped' : 'failed');
        current = { utterance, settle };
        try {
          synth.speak(utterance);
        } catch {
          settle('failed');
        }
      });
    },
    stopSpeaking,
    listen(lang) {
      stopListening();
      if (!Recognition) return Promise.resolve({ kind: 'failed' });
      return new Promise<HeardOutcome>((resolve) => {
        const instance = new Recognition();
        instance.lang = lang;
        instance.interimResults = false;
        instance.continuous = false;
        instance.maxAlternatives = 3;
        let settled = false;
        const settle = (outcome: HeardOutcome) => {
          if (settled) return;
          settled = true;
          if (recognition?.instance === instance) recognition = null;
          resolve(outcome);
        };
        instance.onresult = (event) => {
          const first = event.results[0];
          const alternatives = first
            ? Array.from(first, (alternative) => alternative.transcript)
            : [];
          settle(alternatives.length ? { kind: 'heard', alternatives } : { kind: 'silence' });
        };
        instance.onerror = (event) =>
          settle(
            DENIED.has(event.error)
              ? { kind: 'denied' }
              : SILENT.has(event.error)
                ? { kind: 'silence' }
                : STOPPED.has(event.error)
                  ? { kind: 'stopped' }
                  : { kind: 'failed' },
          );
        instance.onend = () => settle({ kind: 'silence' });
        recognition = { instance, settle };
        try {
          instance.start();
        } catch {
          settle({ kind: 'failed' });
        }
      });
    },
    stopListening,
  };
}
