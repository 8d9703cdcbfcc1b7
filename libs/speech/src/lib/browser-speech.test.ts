import { createBrowserSpeech } from './browser-speech';

/** A stand-in for the browser's synthesis: records what it was given, finishes when told. */
class Utterance {
  rate = 1;
  lang = '';
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

function installSynthesis() {
  const queue: Utterance[] = [];
  const voices = [{ voiceURI: 'v1', name: 'Amy', lang: 'en-GB', default: true }];
  const synth = {
    getVoices: () => voices,
    speak: (u: Utterance) => queue.push(u),
    cancel: () => queue.splice(0).forEach((u) => u.onerror?.({ error: 'interrupted' })),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  return { queue, voices };
}

type RecognitionEvents = {
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
};

function installRecognition() {
  const made: (RecognitionEvents & { lang: string; started: boolean })[] = [];
  vi.stubGlobal(
    'webkitSpeechRecognition',
    class {
      lang = '';
      started = false;
      onresult = null;
      onerror = null;
      onend = null;
      constructor() {
        made.push(this as never);
      }
      start() {
        this.started = true;
      }
      abort() {
        (this as RecognitionEvents).onerror?.({ error: 'aborted' });
      }
    },
  );
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('createBrowserSpeech', () => {
  it('reports what a browser without the Web Speech API lacks, and never throws', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    const speech = createBrowserSpeech();
    expect(speech.canSpeak).toBe(false);
    expect(speech.canListen).toBe(false);
    expect(speech.voices()).toEqual([]);
    await expect(speech.speak('Hello', { rate: 1, voiceId: null, lang: 'en' })).resolves.toBe(
      'failed',
    );
    await expect(speech.listen('en')).resolves.toEqual({ kind: 'failed' });
  });

  it('speaks with the chosen voice and pace, and settles when the speech ends', async () => {
    const { queue } = installSynthesis();
    const speech = createBrowserSpeech();
    expect(speech.voices()).toEqual([{ id: 'v1', name: 'Amy', lang: 'en-GB', isDefault: true }]);
    const spoken = speech.speak('Hello', { rate: 1.5, voiceId: 'v1', lang: 'en-GB' });
    expect(queue[0]).toMatchObject({ text: 'Hello', rate: 1.5, lang: 'en-GB' });
    expect(queue[0]!.voice).toMatchObject({ voiceURI: 'v1' });
    queue[0]!.onend?.();
    await expect(spoken).resolves.toBe('done');
  });

  it('settles earlier speech as stopped when new speech starts, and failures as failed', async () => {
    const { queue } = installSynthesis();
    const speech = createBrowserSpeech();
    const first = speech.speak('One', { rate: 1, voiceId: null, lang: 'en' });
    const second = speech.speak('Two', { rate: 1, voiceId: null, lang: 'en' });
    await expect(first).resolves.toBe('stopped');
    queue.at(-1)!.onerror?.({ error: 'synthesis-failed' });
    await expect(second).resolves.toBe('failed');
  });

  it('counts speech as over when the browser never says it ended', async () => {
    vi.useFakeTimers();
    installSynthesis();
    const speech = createBrowserSpeech();
    let outcome: string | null = null;
    void speech
      .speak('Five words for the voice', { rate: 1, voiceId: null, lang: 'en' })
      .then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(3000);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(outcome).toBe('done');
    vi.useRealTimers();
  });

  it('turns recognition results and errors into plain outcomes', async () => {
    const made = installRecognition();
    const speech = createBrowserSpeech();
    expect(speech.canListen).toBe(true);

    const heard = speech.listen('en-GB');
    expect(made[0]).toMatchObject({ lang: 'en-GB', started: true });
    made[0]!.onresult?.({ results: [[{ transcript: 'yes' }, { transcript: 'yeah' }]] });
    await expect(heard).resolves.toEqual({ kind: 'heard', alternatives: ['yes', 'yeah'] });

    const denied = speech.listen('en');
    made[1]!.onerror?.({ error: 'not-allowed' });
    await expect(denied).resolves.toEqual({ kind: 'denied' });

    const silent = speech.listen('en');
    made[2]!.onerror?.({ error: 'no-speech' });
    await expect(silent).resolves.toEqual({ kind: 'silence' });

    const stopped = speech.listen('en');
    speech.stopListening();
    await expect(stopped).resolves.toEqual({ kind: 'stopped' });
  });
});
