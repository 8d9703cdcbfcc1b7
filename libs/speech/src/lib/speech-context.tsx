import { type ReactNode, createContext, useContext } from 'react';
import { createBrowserSpeech } from './browser-speech';
import type { SpeechAdapter } from './speech-adapter';

let browserSpeech: SpeechAdapter | null = null;
/** One adapter per page, made on first use: it holds the single live utterance. */
const defaultSpeech = () => (browserSpeech ??= createBrowserSpeech());

const SpeechContext = createContext<SpeechAdapter | null>(null);

/** Lets stories and tests swap the browser's speech for a fake. */
export function SpeechProvider({
  adapter,
  children,
}: {
  adapter: SpeechAdapter;
  children: ReactNode;
}) {
  return <SpeechContext.Provider value={adapter}>{children}</SpeechContext.Provider>;
}

export function useSpeechAdapter(): SpeechAdapter {
  return useContext(SpeechContext) ?? defaultSpeech();
}
