import getResults, { getInfo, getTemplate } from '@bigfive-org/results';
import referenceScore from '@bigfive-org/score';
import { BIG_FIVE_DOMAIN_ORDER, BIG_FIVE_FACETS } from './domains';
import { BIG_FIVE_TEXT_LANGUAGES, loadBigFiveTexts } from './texts';

/** The package's text as plain words: markup and line breaks become single spaces. */
const plain = (text: string) =>
  text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every domain and facet at one level, in the shape @bigfive-org/score returns. */
function uniformScores(itemScore: number) {
  return referenceScore({
    answers: BIG_FIVE_DOMAIN_ORDER.flatMap((domain) =>
      BIG_FIVE_FACETS.flatMap((facet) =>
        new Array<number>(4)
          .fill(itemScore)
          .map((score) => ({ domain, facet: String(facet), score })),
      ),
    ),
  });
}

describe('Big Five texts', () => {
  it('offers exactly the languages of @bigfive-org/results', () => {
    expect(BIG_FIVE_TEXT_LANGUAGES.map((language) => language.id).sort()).toEqual(
      getInfo()
        .languages.map((language) => language.id)
        .sort(),
    );
  });

  it('gives Pathwise’s own Spanish texts, with every section the English has', async () => {
    const [en, es] = await Promise.all([loadBigFiveTexts('en'), loadBigFiveTexts('es')]);
    expect(es).toMatchObject({ language: 'es', fallback: false, source: 'pathwise' });
    expect(es.domains.N.title).toBe('Sensibilidad emocional');
    for (const domain of ['N', 'E', 'O', 'A', 'C'] as const) {
      expect(es.domains[domain].guidance?.high.strengths.length).toBeGreaterThan(0);
      expect(Object.keys(es.domains[domain].guidance ?? {})).toEqual(
        Object.keys(en.domains[domain].guidance ?? {}),
      );
      expect(es.domains[domain].description).not.toEqual(en.domains[domain].description);
    }
  });

  // English and Spanish are Pathwise's own (above); the others are the package's.
  it.each(
    BIG_FIVE_TEXT_LANGUAGES.map((language) => language.id).filter(
      (id) => id !== 'en' && id !== 'es',
    ),
  )('matches what @bigfive-org/results shows in %s', async (language) => {
    const texts = await loadBigFiveTexts(language);
    expect(texts).toMatchObject({ language, fallback: false, source: 'bigfive-org' });
    // The package's own result pages for all-low, all-neutral and all-high scores.
    for (const [level, itemScore] of [
      ['low', 1],
      ['neutral', 3],
      ['high', 5],
    ] as const) {
      const pages = getResults({ lang: language, scores: uniformScores(itemScore) });
      for (const page of pages) {
        const ours = texts.domains[page.domain as keyof typeof texts.domains];
        expect(page.scoreText).toBe(level);
        expect(ours.title).toBe(page.title.trim());
        expect(ours.shortDescription).toBe(plain(page.shortDescription));
        expect(ours.description.join(' ')).toBe(plain(page.description));
        expect(ours.results[level].join(' ')).toBe(plain(page.text));
        for (const facet of page.facets) {
          const ourFacet = ours.facets[facet.facet as keyof typeof ours.facets];
          expect(ourFacet.title).toBe(facet.title.trim());
          expect(ourFacet.text.join(' ')).toBe(plain(facet.text));
        }
      }
    }
  });

  it('splits paragraphs where the package puts a blank line, leaving no markup', async () => {
    const texts = await loadBigFiveTexts('de');
    const description = getTemplate('de').find((d: { domain: string }) => d.domain === 'N');
    const breaks = (description.description as string).match(/(<br\s*\/?>\s*)+/g) ?? [];
    expect(texts.domains.N.description).toHaveLength(breaks.length + 1);
    const all = Object.values(texts.domains).flatMap((d) => [
      ...d.description,
      ...Object.values(d.results).flat(),
      ...Object.values(d.facets).flatMap((f) => f.text),
    ]);
    expect(all.some((paragraph) => /[<>\n]/.test(paragraph))).toBe(false);
  });

  it('falls back to English, as the package does, and says so', async () => {
    const texts = await loadBigFiveTexts('zz');
    expect(texts).toMatchObject({ language: 'en', fallback: true, source: 'pathwise' });
    expect(texts.domains.O.title).toBe('Openness to Experience');
  });
});
