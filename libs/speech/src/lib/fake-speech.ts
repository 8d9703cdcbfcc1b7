import type {
  HeardOutcome,
  SpeakOptions,
  SpeakOutcome,
  SpeechAdapter,
  SpeechVoice,
} from './speech-adapter';

export type FakeSpeechOptions = {
  canSpeak?: boolean;
  canListen?: boolean;
  voices?: SpeechVoice[];
  /** Finish each utterance on its own a moment after it starts (otherwise call `finishSpeaking`). */
  autoFinish?: boolean;
  /** What the microphone permission prompt answers. */
  microphone?: 'granted' | 'denied';
};

export type FakeSpeech = SpeechAdapter & {
  /** Everything spoken so far, in order, and the options the last one was spoken with. */
  readonly spoken: string[];
  readonly lastOptions: SpeakOptions | null;
  readonly speaking: boolean;
  readonly listening: boolean;
  finishSpeaking: (outcome?: SpeakOutcome) => void;
  /** The person says something while we listen; false when nothing was listening. */
  hear: (transcript: string) => boolean;
  hearNothing: () => void;
};

export const FAKE_VOICES: SpeechVoice[] = [
  { id: 'fake-amy', name: 'Amy (English, UK)', lang: 'en-GB', isDefault: true },
  { id: 'fake-sam', name: 'Sam (English, US)', lang: 'en-US', isDefault: false },
  { id: 'fake-lucia', name: 'Lucía (español, España)', lang: 'es-ES', isDefault: false },
];

/** A scripted stand-in for the browser's speech, for stories and tests. */
export function createFakeSpeech(options: FakeSpeechOptions = {}): FakeSpeech {
  const {
    canSpeak = true,
    canListen = true,
    voices = FAKE_VOICES,
    autoFinish = false,
    microphone = 'granted',
  } = options;
  const spoken: string[] = [];
  let lastOptions: SpeakOptions | null = null;
  let speaking: ((outcome: SpeakOutcome) => void) | null = null;
  let listening: ((outcome: HeardOutcome) => void) | null = null;

  const finishSpeaking = (outcome: SpeakOutcome = 'done') => {
    const settle = speaking;
    speaking = null;
    settle?.(outcome);
  };
  const settleListening = (outcome: HeardOutcome) => {
    const settle = listening;
    listening = null;
    settle?.(outcome);
  };

  return {
    canSpeak,
    canListen,
    spoken,
    get lastOptions() {
      return lastOptions;
    },
    get speaking() {
      return speaking !== null;
    },
    get listening() {
      return listening !== null;
    },
    voices: () => (canSpeak ? voices : []),
    onVoicesChanged: () => () => undefined,
    speak(text, options) {
      finishSpeaking('stopped');
      if (!canSpeak) return Promise.resolve('failed');
      spoken.push(text);
      lastOptions = options;
      return new Promise<SpeakOutcome>((resolve) => {
        const settle = (outcome: SpeakOutcome) => resolve(outcome);
        speaking = settle;
        if (autoFinish) {
          setTimeout(() => {
            if (speaking === settle) finishSpeaking('done');
          }, 10);
        }
      });
    },
    stopSpeaking: () => finishSpeaking('stopped'),
    listen() {
      settleListening({ kind: 'stopped' });
      if (!canListen) return Promise.resolve({ kind: 'failed' });
      if (microphone === 'denied') return Promise.resolve({ kind: 'denied' });
      return new Promise<HeardOutcome>((resolve) => {
        listening = resolve;
      });
    },
    stopListening: () => settleListening({ kind: 'stopped' }),
    finishSpeaking,
    hear(transcript) {
      if (!listening) return false;
      settleListening({ kind: 'heard', alternatives: [transcript] });
      return true;
    },
    hearNothing: () => settleListening({ kind: 'silence' }),
  };
}
