import { getTemplate } from '@bigfive-org/results';
import { BIG_FIVE_DOMAINS, BIG_FIVE_FACETS, BIG_FIVE_LEVELS } from '../../domains';
import { OWN_TEXTS } from '../index';
import type { OwnDomainTexts } from '../types';
import { OWN_TEXTS_ES } from './index';

/*
 * Pathwise's own Spanish texts, checked on their own terms: the same rules as the English ones
 * (plain, kind, behaviour and its trade-offs, never a verdict on worth), said in Spanish.
 */

/**
 * Whole words from `list` (regular-expression fragments), case-insensitive. `\b` only knows ASCII
 * letters, so it would cut "débil" or "andén" in the middle; letters are told by Unicode here.
 */
const words = (list: readonly string[]) =>
  new RegExp(`(?<!\\p{L})(?:${list.join('|')})(?!\\p{L})`, 'iu');

const DOMAIN_TITLES = {
  N: 'Sensibilidad emocional',
  E: 'Extraversión',
  O: 'Apertura a la experiencia',
  A: 'Amabilidad',
  C: 'Responsabilidad',
} as const;

// Words that judge a person rather than describe behaviour. "Crítica" and "difícil" are left out
// altogether: said of a reader they read as a verdict, and other words say the same kindly.
const VERDICTS = words([
  'difícil(?:es)?',
  'crític[oa]s?',
  'inflexibles?',
  'rígid[oa]s?',
  'perezos[oa]s?',
  'vag[oa]s?',
  'desordenad[oa]s?',
  'descuidad[oa]s?',
  'irresponsables?',
  'egoístas?',
  'frí[oa]s?',
  'débil(?:es)?',
  'mal[oa]s?',
  'anormal(?:es)?',
  'trastornos?',
  'defectos?',
  'fracas\\p{L}*',
  'groser[oa]s?',
  'deshonest[oa]s?',
  'mentiros[oa]s?',
  'torpes?',
  'inútil(?:es)?',
  'enferm[oa]s?',
  'cerrad[oa]s? de mente',
  'estrech[oa]s? de miras',
  // Freud's word, and the inventory's, for emotional sensitivity: not for a 15-year-old's report.
  'neurosis',
  'neurótic[oa]s?',
  'neuroticismo',
]);

// School words: each level's atWork speaks of work and changing careers only.
const SCHOOL = words([
  'exámen(?:es)?',
  'examen',
  'deberes',
  'tareas? escolar(?:es)?',
  'compañer[oa]s de clase',
  'clases?',
  'repas\\p{L}*',
  'asignaturas?',
  'profesor\\p{L}*',
  'aulas?',
  'colegios?',
  'escuelas?',
  'institutos?',
  'universidad(?:es)?',
  'alumn[oa]s?',
  'apuntes',
]);

// Work words: each level's atStudy speaks of school or college only.
const WORK = words([
  'compañer[oa]s de trabajo',
  'colegas?',
  'clientes?',
  'reuniones',
  'reunión',
  'turnos?',
  'jef[ea]s?',
  'oficinas?',
  'empresas?',
  'sueldos?',
]);

// English words a copy left untranslated would still hold; none of them is also a Spanish word.
const ENGLISH = words([
  'the',
  'and',
  'you',
  'your',
  'with',
  'of',
  'to',
  'is',
  'are',
  'for',
  'this',
  'that',
  'it',
  'or',
  'not',
  'can',
  'may',
  'more',
  'most',
  'people',
  'tend',
  'work',
  'school',
]);

// The reader is "tú" in a Spanish understood in the US, Mexico and Spain alike: no "usted", no
// "vosotros", and none of the everyday words that mean something else, or nothing, elsewhere.
const NOT_NEUTRAL = words([
  'usted(?:es)?',
  'vosotr[oa]s',
  'vuestr[oa]s?',
  'os',
  'coger',
  'guay',
  'vale',
  'ordenador(?:es)?',
  'móvil(?:es)?',
  'celular(?:es)?',
  'chaval\\p{L}*',
  'curr[oa]r?',
  'chamba',
  'platicar',
]);

interface Placed {
  readonly where: string;
  readonly text: string;
}

/** Every text of one domain with where it sits, in a fixed order, titles included. */
function placed(domain: OwnDomainTexts, prefix: string): Placed[] {
  return [
    { where: `${prefix}.title`, text: domain.title },
    { where: `${prefix}.shortDescription`, text: domain.shortDescription },
    ...domain.description.map((text, i) => ({ where: `${prefix}.description[${i}]`, text })),
    ...BIG_FIVE_LEVELS.flatMap((level) => {
      const { summary, atStudy, atWork, strengths, watchFor } = domain.levels[level];
      const at = `${prefix}.levels.${level}`;
      return [
        { where: `${at}.summary`, text: summary },
        { where: `${at}.atStudy`, text: atStudy },
        { where: `${at}.atWork`, text: atWork },
        ...strengths.map((text, i) => ({ where: `${at}.strengths[${i}]`, text })),
        ...watchFor.map((text, i) => ({ where: `${at}.watchFor[${i}]`, text })),
      ];
    }),
    ...BIG_FIVE_FACETS.flatMap((facet) => {
      const at = `${prefix}.facets.${facet}`;
      const texts = domain.facets[facet];
      return [
        { where: `${at}.title`, text: texts.title },
        { where: `${at}.description`, text: texts.description },
        ...BIG_FIVE_LEVELS.map((level) => ({
          where: `${at}.levels.${level}`,
          text: texts.levels[level],
        })),
      ];
    }),
  ];
}

const DOMAINS = BIG_FIVE_DOMAINS.map(({ domain }) => domain);
const everyText = DOMAINS.flatMap((domain) => placed(OWN_TEXTS_ES[domain], domain));
const offending = (test: (text: string) => boolean) =>
  everyText.filter(({ text }) => test(text)).map(({ where, text }) => `${where}: ${text}`);

const sentences = (text: string) =>
  text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim().length > 0);

describe("Pathwise's own Spanish texts", () => {
  it('leave the comparison group to the report', () => {
    expect(offending((text) => /\b(te|les?) compara con\b/i.test(text))).toEqual([]);
  });

  it('cover every domain and facet at every level, at a useful length', () => {
    expect(Object.keys(OWN_TEXTS_ES).sort()).toEqual([...DOMAINS].sort());
    for (const domain of DOMAINS) {
      const texts = OWN_TEXTS_ES[domain];
      expect(texts.shortDescription.length).toBeGreaterThan(40);
      expect(texts.description.length).toBeGreaterThanOrEqual(2);
      expect(texts.description.length).toBeLessThanOrEqual(3);
      for (const paragraph of texts.description) expect(paragraph.length).toBeGreaterThan(60);
      for (const level of BIG_FIVE_LEVELS) {
        const { summary, atStudy, atWork, strengths, watchFor } = texts.levels[level];
        expect(summary.length).toBeGreaterThan(40);
        expect(atStudy.length).toBeGreaterThan(60);
        expect(atWork.length).toBeGreaterThan(60);
        expect(strengths.length).toBeGreaterThanOrEqual(2);
        expect(strengths.length).toBeLessThanOrEqual(3);
        expect(watchFor.length).toBeGreaterThanOrEqual(1);
        expect(watchFor.length).toBeLessThanOrEqual(3);
        for (const phrase of [...strengths, ...watchFor]) expect(phrase.length).toBeGreaterThan(8);
      }
      for (const facet of BIG_FIVE_FACETS) {
        expect(texts.facets[facet].title.length).toBeGreaterThan(3);
        expect(texts.facets[facet].description.length).toBeGreaterThan(40);
        for (const level of BIG_FIVE_LEVELS)
          expect(texts.facets[facet].levels[level].length).toBeGreaterThan(40);
      }
    }
  });

  it('name the domains plainly', () => {
    for (const domain of DOMAINS) expect(OWN_TEXTS_ES[domain].title).toBe(DOMAIN_TITLES[domain]);
  });

  it('give each of the thirty facets a title of its own', () => {
    const titles = DOMAINS.flatMap((domain) =>
      BIG_FIVE_FACETS.map((facet) => OWN_TEXTS_ES[domain].facets[facet].title),
    );
    expect(titles).toHaveLength(30);
    const folded = titles.map((title) => title.toLocaleLowerCase('es'));
    expect(new Set(folded).size).toBe(30);
    for (const title of Object.values(DOMAIN_TITLES))
      expect(folded).not.toContain(title.toLocaleLowerCase('es'));
  });

  it('say something different at each level', () => {
    for (const texts of Object.values(OWN_TEXTS_ES)) {
      expect(new Set(BIG_FIVE_LEVELS.map((level) => texts.levels[level].summary)).size).toBe(3);
      for (const facet of BIG_FIVE_FACETS)
        expect(new Set(BIG_FIVE_LEVELS.map((l) => texts.facets[facet].levels[l])).size).toBe(3);
    }
  });

  it('describe behaviour, never pass a verdict', () => {
    expect(offending((text) => VERDICTS.test(text))).toEqual([]);
  });

  it('keep school at school and work at work', () => {
    for (const domain of DOMAINS) {
      for (const level of BIG_FIVE_LEVELS) {
        const { atStudy, atWork } = OWN_TEXTS_ES[domain].levels[level];
        expect(atWork, `${domain}.${level}.atWork`).not.toMatch(SCHOOL);
        expect(atStudy, `${domain}.${level}.atStudy`).not.toMatch(WORK);
      }
    }
  });

  it('stay readable: no sentence over 30 words', () => {
    const long = everyText
      .flatMap(({ text }) => sentences(text))
      .filter((sentence) => sentence.split(/\s+/).length > 30);
    expect(long).toEqual([]);
  });

  it('are written in Spanish, not left in English', () => {
    // No text is an English one copied over, wherever in the English texts it stands.
    const fold = (text: string) => text.trim().toLocaleLowerCase('en');
    const english = new Set(
      DOMAINS.flatMap((domain) => placed(OWN_TEXTS[domain], domain)).map(({ text }) => fold(text)),
    );
    expect(offending((text) => english.has(fold(text)))).toEqual([]);
    expect(offending((text) => ENGLISH.test(text))).toEqual([]);
  });

  it('speak to the reader as "tú", in a Spanish understood on both sides of the Atlantic', () => {
    expect(offending((text) => NOT_NEUTRAL.test(text))).toEqual([]);
  });

  it('are punctuated the Spanish way', () => {
    const count = (text: string, mark: string) => text.split(mark).length - 1;
    // Opening marks for every question and exclamation; no English quotes, apostrophes or dashes.
    expect(offending((text) => count(text, '¿') !== count(text, '?'))).toEqual([]);
    expect(offending((text) => count(text, '¡') !== count(text, '!'))).toEqual([]);
    expect(offending((text) => /['"’“”—]|\s{2}|\s[.,;:]|^\s|\s$/u.test(text))).toEqual([]);
    // Every text starts with a capital; paragraphs end with a full stop, the short phrases don't.
    expect(offending((text) => !/^[¿¡]?\p{Lu}/u.test(text))).toEqual([]);
    const phrases = new Set(
      Object.values(OWN_TEXTS_ES).flatMap((domain) =>
        BIG_FIVE_LEVELS.flatMap((level) => [
          ...domain.levels[level].strengths,
          ...domain.levels[level].watchFor,
        ]),
      ),
    );
    const titles = new Set(
      Object.values(OWN_TEXTS_ES).flatMap((domain) => [
        domain.title,
        ...BIG_FIVE_FACETS.map((facet) => domain.facets[facet].title),
      ]),
    );
    expect(
      offending((text) =>
        phrases.has(text) || titles.has(text) ? /[.!?]$/.test(text) : !/[.!?]$/.test(text),
      ),
    ).toEqual([]);
  });

  it('are not the open-source project’s Spanish texts', () => {
    const theirs = JSON.stringify(getTemplate('es')).toLowerCase();
    const copied = everyText
      .flatMap(({ text }) => sentences(text))
      .filter((sentence) => sentence.length > 40 && theirs.includes(sentence.toLowerCase()));
    expect(copied).toEqual([]);
  });
});
