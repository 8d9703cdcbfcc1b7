import { act, renderHook } from '@testing-library/react';
import { SPEECH_SETTINGS_KEY, readSpeechSettings, useSpeechSettings } from './speech-settings';

afterEach(() => localStorage.clear());

describe('speech settings', () => {
  it('defaults to the normal pace and the device’s voice', () => {
    expect(readSpeechSettings()).toEqual({ rate: 1, voiceId: null });
  });

  it.each(['not json', '{"rate": 9, "voiceId": null}', '{"rate": "fast"}', '[]'])(
    'ignores a damaged stored value (%s)',
    (raw) => {
      localStorage.setItem(SPEECH_SETTINGS_KEY, raw);
      expect(readSpeechSettings()).toEqual({ rate: 1, voiceId: null });
    },
  );

  it('remembers changes and keeps what wasn’t changed', () => {
    const { result } = renderHook(() => useSpeechSettings());
    act(() => result.current[1]({ rate: 0.75 }));
    act(() => result.current[1]({ voiceId: 'v2' }));
    expect(result.current[0]).toEqual({ rate: 0.75, voiceId: 'v2' });
    expect(JSON.parse(localStorage.getItem(SPEECH_SETTINGS_KEY)!)).toEqual({
      rate: 0.75,
      voiceId: 'v2',
    });
  });
});
