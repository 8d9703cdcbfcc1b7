import {
  acceptedLanguages,
  localeOfPath,
  pathInLocale,
  supportedLocale,
  withoutLocale,
} from './locales';

describe('languages and addresses', () => {
  it('reads the language from the address: Spanish under /es, English elsewhere', () => {
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/personality-test')).toBe('es');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/espanol')).toBe('en');
    expect(localeOfPath('/en/login')).toBe('en');
  });

  it('moves an address between languages and back', () => {
    expect(pathInLocale('/', 'es')).toBe('/es');
    expect(pathInLocale('/v2/pg-explore', 'es')).toBe('/es/v2/pg-explore');
    expect(pathInLocale('/es/v2/pg-explore', 'en')).toBe('/v2/pg-explore');
    expect(pathInLocale('/es', 'en')).toBe('/');
    expect(pathInLocale('/es/login', 'es')).toBe('/es/login');
    expect(withoutLocale('/es/login')).toBe('/login');
  });

  it('takes the first language a reader prefers that Pathwise has, by q-value', () => {
    expect(supportedLocale(acceptedLanguages('es-MX,es;q=0.9,en;q=0.8'))).toBe('es');
    expect(supportedLocale(acceptedLanguages('en-GB,es;q=0.9'))).toBe('en');
    expect(supportedLocale(acceptedLanguages('fr;q=0.9,es;q=0.5'))).toBe('es');
    expect(supportedLocale(acceptedLanguages('en;q=0.2,es;q=0.8'))).toBe('es');
    expect(supportedLocale(acceptedLanguages('pt-BR'))).toBeNull();
    // Refused (q=0), malformed or absent: nothing.
    expect(supportedLocale(acceptedLanguages('es;q=0'))).toBeNull();
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(';;;,,q=2,<script>')).toEqual([]);
  });
});
