import { activateLocale } from '@pathwise/i18n';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FAKE_VOICES, createFakeSpeech } from './fake-speech';
import { SpeechProvider } from './speech-context';
import { SPEECH_SETTINGS_KEY } from './speech-settings';
import { useSpeaker } from './use-speaker';

const ENGLISH_ONLY = FAKE_VOICES.filter((voice) => voice.lang.startsWith('en'));

function speakerWith(speech = createFakeSpeech()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SpeechProvider adapter={speech}>{children}</SpeechProvider>
  );
  return { speech, ...renderHook(() => useSpeaker(), { wrapper }) };
}

afterEach(() => {
  activateLocale('en', {});
  localStorage.clear();
});

describe('useSpeaker', () => {
  it('speaks English with an English voice', () => {
    const { speech, result } = speakerWith();
    expect(result.current.hasVoice).toBe(true);
    act(() => {
      void result.current.speak('Hello');
    });
    expect(speech.lastOptions).toEqual({ rate: 1, voiceId: 'fake-amy', lang: 'en-US' });
  });

  it('speaks Spanish with a Spanish voice, even when an English one was chosen', () => {
    localStorage.setItem(SPEECH_SETTINGS_KEY, JSON.stringify({ rate: 1.25, voiceId: 'fake-sam' }));
    activateLocale('es', {}, ['es-MX']);
    const { speech, result } = speakerWith();
    expect(result.current.hasVoice).toBe(true);
    act(() => {
      void result.current.speak('Hola');
    });
    expect(speech.lastOptions).toEqual({ rate: 1.25, voiceId: 'fake-lucia', lang: 'es-MX' });
  });

  it('says when the device has no voice for the language, and still speaks in it', () => {
    activateLocale('es', {});
    const { speech, result } = speakerWith(createFakeSpeech({ voices: ENGLISH_ONLY }));
    expect(result.current.hasVoice).toBe(false);
    act(() => {
      void result.current.speak('Hola');
    });
    expect(speech.lastOptions).toEqual({ rate: 1, voiceId: null, lang: 'es' });
  });

  it('has no voice at all on a device that cannot speak', () => {
    const { result } = speakerWith(createFakeSpeech({ canSpeak: false }));
    expect(result.current).toMatchObject({ canSpeak: false, hasVoice: false });
  });
});
