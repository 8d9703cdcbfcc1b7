import { getTemplate } from '@bigfive-org/results';
import { BIG_FIVE_DOMAINS, BIG_FIVE_FACETS, BIG_FIVE_LEVELS } from '../domains';
import { loadBigFiveTexts } from '../texts';
import { OWN_TEXTS } from './index';

// Words that judge a person rather than describe behaviour; the report says there are no good or
// bad results, so none of its texts may say otherwise.
const VERDICTS =
  /\b(careless|lazy|disorgani[sz]ed|sloppy|messy|unreliable|irresponsible|selfish|dishonest|rude|cold|weak|bad|abnormal|disorder|flaw|failure|narrow-minded|closed-minded)\b/i;

const everyText = Object.values(OWN_TEXTS).flatMap((domain) => [
  domain.shortDescription,
  ...domain.description,
  ...BIG_FIVE_LEVELS.flatMap((level) => {
    const { summary, atStudy, atWork, strengths, watchFor } = domain.levels[level];
    return [summary, atStudy, atWork, ...strengths, ...watchFor];
  }),
  ...BIG_FIVE_FACETS.flatMap((facet) => [
    domain.facets[facet].description,
    ...BIG_FIVE_LEVELS.map((level) => domain.facets[facet].levels[level]),
  ]),
]);

const sentences = (text: string) =>
  text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim().length > 0);

describe("Pathwise's own English texts", () => {
  it('cover every domain and facet at every level, under the inventory’s names', () => {
    for (const { domain, name, facetNames } of BIG_FIVE_DOMAINS) {
      const texts = OWN_TEXTS[domain];
      expect(texts.title).toBe(name);
      for (const level of BIG_FIVE_LEVELS) {
        expect(texts.levels[level].summary.length).toBeGreaterThan(40);
        expect(texts.levels[level].atStudy.length).toBeGreaterThan(60);
        expect(texts.levels[level].atWork.length).toBeGreaterThan(60);
        // Each setting in its own words: school words for study, none of them for work.
        expect(texts.levels[level].atWork).not.toMatch(
          /\b(revision|exams?|classmates?|homework|class)\b/i,
        );
        expect(texts.levels[level].atStudy).not.toMatch(
          /\b(colleagues?|customers?|meetings?|shifts?)\b/i,
        );
        expect(texts.levels[level].strengths.length).toBeGreaterThanOrEqual(2);
        expect(texts.levels[level].watchFor.length).toBeGreaterThanOrEqual(1);
      }
      for (const facet of BIG_FIVE_FACETS) {
        expect(texts.facets[facet].title).toBe(facetNames[facet - 1]);
        for (const level of BIG_FIVE_LEVELS)
          expect(texts.facets[facet].levels[level].length).toBeGreaterThan(40);
      }
    }
  });

  it('say something different at each level', () => {
    for (const texts of Object.values(OWN_TEXTS)) {
      expect(new Set(BIG_FIVE_LEVELS.map((level) => texts.levels[level].summary)).size).toBe(3);
      for (const facet of BIG_FIVE_FACETS)
        expect(new Set(BIG_FIVE_LEVELS.map((l) => texts.facets[facet].levels[l])).size).toBe(3);
    }
  });

  it('describe behaviour, never pass a verdict', () => {
    expect(everyText.filter((text) => VERDICTS.test(text))).toEqual([]);
  });

  // The report says whom it compared the person with, from the comparison group it used (often
  // not their own age and sex, when those weren't given): a trait's text must not say otherwise.
  it('leave the comparison group to the report', () => {
    expect(everyText.filter((text) => /\bcompares? (you|them) with\b/i.test(text))).toEqual([]);
  });

  it('stay readable: no sentence over 30 words', () => {
    const long = everyText
      .flatMap(sentences)
      .filter((sentence) => sentence.split(/\s+/).length > 30);
    expect(long).toEqual([]);
  });

  it('are not the open-source project’s English texts', () => {
    const theirs = JSON.stringify(getTemplate('en')).toLowerCase();
    const copied = everyText
      .flatMap(sentences)
      .filter((sentence) => sentence.length > 40 && theirs.includes(sentence.toLowerCase()));
    expect(copied).toEqual([]);
  });

  it('are what the report loads in English, with each level’s guidance', async () => {
    const texts = await loadBigFiveTexts('en');
    expect(texts.source).toBe('pathwise');
    expect(texts.domains.C.results.low).toEqual([OWN_TEXTS.C.levels.low.summary]);
    expect(texts.domains.C.guidance?.high.strengths).toEqual(OWN_TEXTS.C.levels.high.strengths);
    expect(texts.domains.A.facets[3].results?.neutral).toEqual([
      OWN_TEXTS.A.facets[3].levels.neutral,
    ]);
  });
});
