/** A voice the device can speak with. `id` is stable across visits (the voice's URI). */
export type SpeechVoice = { id: string; name: string; lang: string; isDefault: boolean };

export type SpeakOptions = {
  /** 0.5 (slow) to 2 (fast); 1 is the voice's normal pace. */
  rate: number;
  /** A voice from `voices()`; null or unknown means the device's default. */
  voiceId: string | null;
  lang: string;
};

/** How a piece of speech ended: spoken to the end, stopped by us, or the device couldn't. */
export type SpeakOutcome = 'done' | 'stopped' | 'failed';

/** What listening for one answer gave. */
export type HeardOutcome =
  | { kind: 'heard'; alternatives: string[] }
  | { kind: 'silence' }
  | { kind: 'denied' }
  | { kind: 'stopped' }
  | { kind: 'failed' };

/**
 * The browser's speech features behind one small interface, so screens, stories and tests can
 * drive a fake. Only one utterance and one recognition run at a time: starting another stops the
 * first, whose promise then settles as 'stopped'.
 */
export type SpeechAdapter = {
  readonly canSpeak: boolean;
  readonly canListen: boolean;
  voices: () => SpeechVoice[];
  onVoicesChanged: (listener: () => void) => () => void;
  speak: (text: string, options: SpeakOptions) => Promise<SpeakOutcome>;
  stopSpeaking: () => void;
  /** Listens for one short answer. The first call is when the browser asks for the microphone. */
  listen: (lang: string) => Promise<HeardOutcome>;
  stopListening: () => void;
};
