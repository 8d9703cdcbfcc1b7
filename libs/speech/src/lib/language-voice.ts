import { activeLocale, formatTag } from '@pathwise/i18n';
import type { SpeechVoice } from './speech-adapter';

/** A language tag as voices name it, for comparing: "es_MX" and "es-mx" are both "es-mx". */
const normalised = (tag: string) => tag.trim().replaceAll('_', '-').toLowerCase();
const baseOf = (tag: string) => normalised(tag).split('-')[0] ?? '';

/**
 * The language Pathwise speaks and listens in: the one it is shown in, with the reader's region
 * when their browser names one ("es-MX", "en-GB"), else the language's usual one.
 */
export const speechLanguage = (): string => formatTag();

/**
 * The device's voices that speak `lang`, best first: the device's default voice when it speaks
 * the language (the one its owner set), then those of the same region ("es-MX" for "es-MX"), then
 * the rest in the device's order.
 */
export function voicesFor(voices: readonly SpeechVoice[], lang: string): SpeechVoice[] {
  const wanted = normalised(lang);
  const base = baseOf(lang);
  const rank = (voice: SpeechVoice) =>
    (voice.isDefault ? 0 : 2) + (normalised(voice.lang) === wanted ? 0 : 1);
  return voices
    .filter((voice) => baseOf(voice.lang) === base)
    .map((voice, order) => ({ voice, order }))
    .sort((a, b) => rank(a.voice) - rank(b.voice) || a.order - b.order)
    .map(({ voice }) => voice);
}

/**
 * The voice to speak `lang` with: the one the person chose when it speaks the language, else the
 * best of the device's voices for it; null when the device lists none for it (the device then
 * picks one itself, which may not speak the language).
 */
export function pickVoice(
  voices: readonly SpeechVoice[],
  lang: string,
  chosenId: string | null,
): SpeechVoice | null {
  const suitable = voicesFor(voices, lang);
  return suitable.find((voice) => voice.id === chosenId) ?? suitable[0] ?? null;
}

/**
 * Whether the device has a voice for `lang`. Browsers list their voices a moment after the page
 * loads, and some never list them: until a list says otherwise, a device that speaks is taken to
 * have one, so nobody is told their device lacks a voice it has.
 */
export const hasVoiceFor = (voices: readonly SpeechVoice[], lang: string): boolean =>
  voices.length === 0 || voicesFor(voices, lang).length > 0;

/** The active language's name in itself ("español", "English"), for saying a voice is missing. */
export function languageName(): string {
  try {
    return (
      new Intl.DisplayNames([formatTag()], { type: 'language' }).of(activeLocale()) ??
      activeLocale()
    );
  } catch {
    return activeLocale();
  }
}
