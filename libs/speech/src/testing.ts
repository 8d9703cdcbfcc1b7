// Stand-ins for stories and tests only.
export {
  createFakeSpeech,
  FAKE_VOICES,
  type FakeSpeech,
  type FakeSpeechOptions,
} from './lib/fake-speech';
