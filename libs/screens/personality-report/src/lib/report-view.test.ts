import { loadStoryLanguage } from '@pathwise/testing/storybook';
import {
  type NormGroup,
  type ReportDomain,
  approximationNote,
  comparisonSentence,
  domainName,
  facetName,
  inventoryOrder,
  levelBandsNote,
  percentileNumber,
  reportDate,
  shareLink,
  sharedReportTitle,
  summaryOrder,
} from './report-view';

const domain = (code: ReportDomain['domain'], percentile: number): ReportDomain => ({
  domain: code,
  score: 72,
  level: 'neutral',
  percentile,
  t: 50,
  facets: [],
});

const group = (overrides: Partial<NormGroup> = {}): NormGroup => ({
  label: 'women aged 21 to 40',
  sex: 'female',
  ageBand: '21-40',
  approximate: false,
  ...overrides,
});

describe('summary order', () => {
  it('puts the highest percentile first', () => {
    const ordered = summaryOrder([
      domain('N', 31),
      domain('E', 48),
      domain('O', 88),
      domain('A', 72),
      domain('C', 55),
    ]);
    expect(ordered.map((entry) => entry.domain)).toEqual(['O', 'A', 'C', 'E', 'N']);
  });

  it("keeps the inventory's order for ties and leaves its input alone", () => {
    const input = [domain('C', 50), domain('A', 50), domain('N', 50)];
    expect(summaryOrder(input).map((entry) => entry.domain)).toEqual(['N', 'A', 'C']);
    expect(input.map((entry) => entry.domain)).toEqual(['C', 'A', 'N']);
  });

  it('lists the chart in the inventory order', () => {
    expect(
      inventoryOrder([domain('C', 1), domain('O', 2), domain('N', 3)]).map((d) => d.domain),
    ).toEqual(['N', 'O', 'C']);
  });
});

// Levels and percentiles themselves are worded in @pathwise/career-words (levels.test.ts there).
describe('percentiles and levels', () => {
  it('never claims 0 or 100', () => {
    expect(percentileNumber(0)).toBe(1);
    expect(percentileNumber(100)).toBe(99);
  });

  it('says how the levels are set', () => {
    expect(levelBandsNote()).toBe(
      'Levels come from percentiles: below the 30th is low, from the 30th to the 70th average, above the 70th high.',
    );
  });
});

describe('the comparison group', () => {
  it('names the group', () => {
    expect(comparisonSentence(group(), 'own')).toBe(
      'We compared your answers with those of women aged 21 to 40.',
    );
    expect(comparisonSentence(group(), 'shared')).toBe(
      'We compared their answers with those of women aged 21 to 40.',
    );
  });

  it('has no approximation note for an exact group', () => {
    expect(approximationNote(group(), 'own')).toBeNull();
  });

  it('explains an averaged group in the default age band', () => {
    const averaged = group({
      label: 'women and men aged 21 to 40 (the average of the two groups)',
      sex: 'both',
      approximate: true,
    });
    expect(approximationNote(averaged, 'own')).toBe(
      "Because we don't know your age or sex, we compared you with the average of men and women aged 21 to 40, so these percentiles are an approximation.",
    );
    expect(approximationNote(averaged, 'shared')).toBe(
      "Because we don't know their age or sex, we compared them with the average of men and women aged 21 to 40, so these percentiles are an approximation.",
    );
  });

  it('says only sex is unknown when the age band is not the default', () => {
    expect(
      approximationNote(group({ sex: 'both', ageBand: '41-60', approximate: true }), 'own'),
    ).toBe(
      "Because we don't know your sex, we compared you with the average of men and women aged 41 to 60, so these percentiles are an approximation.",
    );
  });

  it('says the age is unknown when the sex is known', () => {
    expect(approximationNote(group({ approximate: true }), 'own')).toBe(
      "Because we don't know your age, we compared you with women aged 21 to 40, so these percentiles are an approximation.",
    );
  });
});

describe('names and links', () => {
  it('names domains and facets in English', () => {
    expect(domainName('O')).toBe('Openness to Experience');
    expect(facetName('C', 4)).toBe('Achievement-Striving');
    expect(facetName('N', 1)).toBe('Anxiety');
  });

  it('names every domain and facet as the assessment library does in English', async () => {
    const { BIG_FIVE_DOMAINS } = await import('@pathwise/assessment');
    for (const { domain, name, facetNames } of BIG_FIVE_DOMAINS) {
      expect(domainName(domain)).toBe(name);
      expect(facetNames.map((_, index) => facetName(domain, index + 1))).toEqual(facetNames);
    }
  });

  it("titles a shared report with its owner's name when there is one", () => {
    expect(sharedReportTitle('Sam')).toBe("Sam's personality report");
    expect(sharedReportTitle('  ')).toBe('A shared personality report');
    expect(sharedReportTitle(null)).toBe('A shared personality report');
  });

  it('builds the share link', () => {
    expect(
      shareLink('https://pathwise.example', '/personality-report', 'share-0123456789abcdef'),
    ).toBe('https://pathwise.example/personality-report?shared=share-0123456789abcdef');
  });

  it('writes the date in words, and nothing for a bad one', () => {
    expect(reportDate('2026-11-03T18:20:00.000Z')).toMatch(/November/);
    expect(reportDate('2026-11-03T18:20:00.000Z')).toMatch(/2026/);
    expect(reportDate('not a date')).toBe('');
  });
});

describe('in Spanish', () => {
  beforeAll(() => loadStoryLanguage('es'));
  afterAll(() => loadStoryLanguage('en'));

  it('says how the levels are set, with Spanish percentiles ("percentil 30")', () => {
    expect(levelBandsNote()).toBe(
      'Los niveles salen de los percentiles: por debajo del percentil 30 es bajo; del 30 al 70, medio, y por encima del 70, alto.',
    );
  });

  it('words names and the comparison group', () => {
    expect(domainName('N')).toBe('Sensibilidad emocional');
    expect(facetName('C', 4)).toBe('Afán de logro');
    expect(comparisonSentence(group(), 'own')).toBe(
      'Comparamos tus respuestas con las de mujeres de 21 a 40 años.',
    );
    expect(
      approximationNote(group({ sex: 'both', ageBand: '41-60', approximate: true }), 'shared'),
    ).toBe(
      'Como no sabemos su sexo, comparamos a esta persona con el promedio de hombres y mujeres de 41 a 60 años, así que estos percentiles son aproximados.',
    );
    expect(sharedReportTitle('Sam')).toBe('Informe de personalidad de Sam');
  });
});
