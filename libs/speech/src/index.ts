export type {
  SpeechAdapter,
  SpeechVoice,
  SpeakOptions,
  SpeakOutcome,
  HeardOutcome,
} from './lib/speech-adapter';
export { SpeechProvider, useSpeechAdapter } from './lib/speech-context';
export {
  useSpeechSettings,
  readSpeechSettings,
  RATE_LIMITS,
  type SpeechSettings,
} from './lib/speech-settings';
export { useSpeaker, pageLanguage, type Speaker } from './lib/use-speaker';
export { useVoices, useLanguageVoice, type LanguageVoice } from './lib/use-voices';
export { pickVoice, speechLanguage, voicesFor } from './lib/language-voice';
export { NoVoiceNote } from './lib/no-voice-note/no-voice-note';
export { ListenButton, type ListenButtonProps } from './lib/listen-button/listen-button';
export { loadMessages } from './messages';
