import { activateLocale } from '@pathwise/i18n';
import { hasVoiceFor, languageName, pickVoice, speechLanguage, voicesFor } from './language-voice';
import type { SpeechVoice } from './speech-adapter';

const voice = (id: string, lang: string, isDefault = false): SpeechVoice => ({
  id,
  name: id,
  lang,
  isDefault,
});

const DEVICE = [
  voice('amy', 'en-GB', true),
  voice('sam', 'en-US'),
  voice('lucia', 'es-ES'),
  voice('paulina', 'es_MX'),
  voice('thomas', 'fr-FR'),
];

afterEach(() => activateLocale('en', {}));

describe('the voice for a language', () => {
  it('lists the voices that speak it, the same region before the rest', () => {
    expect(voicesFor(DEVICE, 'es-MX').map((v) => v.id)).toEqual(['paulina', 'lucia']);
    expect(voicesFor(DEVICE, 'es').map((v) => v.id)).toEqual(['lucia', 'paulina']);
    expect(voicesFor(DEVICE, 'de')).toEqual([]);
  });

  it('puts the device’s own default first when it speaks the language', () => {
    expect(voicesFor(DEVICE, 'en-US').map((v) => v.id)).toEqual(['amy', 'sam']);
  });

  it('keeps the person’s chosen voice only when it speaks the language', () => {
    expect(pickVoice(DEVICE, 'en-US', 'sam')?.id).toBe('sam');
    expect(pickVoice(DEVICE, 'es', 'sam')?.id).toBe('lucia');
    expect(pickVoice(DEVICE, 'es-MX', null)?.id).toBe('paulina');
    expect(pickVoice(DEVICE, 'de', 'amy')).toBeNull();
  });

  it('says a device lacks a voice only once it has listed its voices', () => {
    expect(hasVoiceFor(DEVICE, 'es')).toBe(true);
    expect(hasVoiceFor(DEVICE, 'de-DE')).toBe(false);
    expect(hasVoiceFor([], 'de')).toBe(true);
  });
});

describe('the language speech uses', () => {
  it('is the active one, with the reader’s region when their browser names it', () => {
    expect(speechLanguage()).toBe('en-US');
    activateLocale('es', {}, ['es-MX', 'en']);
    expect(speechLanguage()).toBe('es-MX');
    activateLocale('es', {});
    expect(speechLanguage()).toBe('es');
  });

  it('is named in itself', () => {
    expect(languageName()).toBe('English');
    activateLocale('es', {});
    expect(languageName()).toBe('español');
  });
});
