import {
  BIG_FIVE_ITEM_KEY,
  type FitFloors,
  fitBand,
  levelForPercentile,
} from '@pathwise/assessment';
import {
  type InterestCard,
  type InterestResult,
  type PersonalityReport,
  type SharedPersonalityReport,
  type Suggestions,
  interestCardSchema,
  interestResultSchema,
  personalityReportSchema,
  suggestionsSchema,
} from '@pathwise/contract';
import { careerFixtures } from '../careers/career-fixtures';

// Facet percentiles spread around their domain's; each level is its percentile's band, as the
// contract requires.
const facets = (score: number, percentile: number) =>
  [1, 2, 3, 4, 5, 6].map((facet) => {
    const facetPercentile = Math.min(99, Math.max(1, percentile + (facet - 3) * 6));
    return {
      facet,
      score: Math.min(20, Math.max(4, score + facet - 3)),
      level: levelForPercentile(facetPercentile),
      percentile: facetPercentile,
      t: 50,
    };
  });

/** A finished report: high Openness and Agreeableness, low Neuroticism, average elsewhere. */
/** A full set of 120 answers for a report made elsewhere (a story's given report). */
export const fixtureAnswers = () =>
  BIG_FIVE_ITEM_KEY.map((item, index) => ({ itemId: item.id, score: (index % 5) + 1 }));

export const buildPersonalityReport = (
  overrides: Partial<PersonalityReport> = {},
): PersonalityReport =>
  personalityReportSchema.parse({
    id: '7b0f8f3e-8f5c-4b8e-9c52-5d0c3a2f9e11',
    createdAt: '2026-11-03T18:20:00.000Z',
    testVersion: 'ipip-neo-120@1.3.3',
    normGroup: {
      label: 'women aged 21 to 40',
      sex: 'female',
      ageBand: '21-40',
      approximate: false,
    },
    normsNote:
      'Percentiles compare you with people who took the IPIP-NEO-120 online, mostly in the United States (Johnson, 2014).',
    shareId: null,
    hasAnswers: true,
    quality: { flags: [] },
    domains: [
      { domain: 'N', score: 58, level: 'low', percentile: 21, t: 42, facets: facets(10, 21) },
      { domain: 'E', score: 74, level: 'neutral', percentile: 48, t: 49, facets: facets(12, 48) },
      { domain: 'O', score: 98, level: 'high', percentile: 88, t: 62, facets: facets(16, 88) },
      { domain: 'A', score: 92, level: 'high', percentile: 72, t: 56, facets: facets(15, 72) },
      { domain: 'C', score: 80, level: 'neutral', percentile: 55, t: 51, facets: facets(13, 55) },
    ],
    ...overrides,
  });
/** The one link the mock API shares a report at. */
export const MOCK_SHARE_ID = 'share-0123456789abcdef';

/** The report at that link as someone else sees it, with its owner's name or (unshared) none. */
export function buildSharedReport(ownerName: string | null): SharedPersonalityReport {
  const {
    shareId: _link,
    hasAnswers: _private,
    ...report
  } = buildPersonalityReport({
    shareId: MOCK_SHARE_ID,
  });
  return { ...report, ownerName };
}

const sampleActivities: [InterestCard['area'], string][] = [
  ['R', 'Build kitchen cabinets'],
  ['R', 'Repair household appliances'],
  ['I', 'Study the structure of the human body'],
  ['I', 'Develop a new medicine'],
  ['A', 'Write books or plays'],
  ['A', 'Design sets for plays'],
  ['S', 'Teach children how to read'],
  ['S', 'Help people with personal or emotional problems'],
  ['E', 'Start your own business'],
  ['E', 'Negotiate business contracts'],
  ['C', 'Keep shipping and receiving records'],
  ['C', 'Develop an office filing system'],
];

/** A small deck of O*NET illustrative activities (CC BY 4.0), two per area. */
export const interestCardFixtures = (): InterestCard[] =>
  sampleActivities.map(([area, text], index) =>
    interestCardSchema.parse({ id: `card-${area}-${index}`, text, area }),
  );

export const buildInterestResult = (overrides: Partial<InterestResult> = {}): InterestResult =>
  interestResultSchema.parse({
    id: '0d4e8a52-3c1b-4f0e-9a7d-2b6c5e4f3a21',
    createdAt: '2026-11-04T10:00:00.000Z',
    scores: { R: 25, I: 81, A: 75, S: 56, E: 31, C: 19 },
    hollandCode: 'IAS',
    flat: false,
    answered: 48,
    answeredByArea: { R: 8, I: 8, A: 8, S: 8, E: 8, C: 8 },
    ...overrides,
  });

/** Careers close to a current job among the fixtures, as the server lists them. */
export const buildCloseCareers = (code: string): NonNullable<Suggestions['close']> => {
  const careers = careerFixtures();
  const current = careers.find((career) => career.code === code);
  return {
    current: { code, title: current?.title ?? 'Your current job' },
    skillsRated: true,
    items: careers
      .filter((career) => career.code !== code)
      .slice(0, 2)
      .map((career, index) => ({
        career,
        closeness: 80 - index * 6,
        sharedSkills: 10 - index,
        topSkills: 12,
        related: index === 0,
        fit: null,
        fitBand: null,
        reasons: [
          {
            kind: 'shared-skills',
            shared: 10 - index,
            of: 12,
            skills: ['Active Listening', 'Speaking'],
            text: `Uses ${10 - index} of the 12 skills most important in your current job, such as Active Listening and Speaking.`,
          },
        ],
      })),
  };
};

/** What a ranking used; by default nothing. */
export const suggestionInputs = (
  overrides: Partial<Suggestions['inputs']> = {},
): Suggestions['inputs'] => ({
  interests: false,
  personality: false,
  workValues: [],
  currentOccupation: false,
  ...overrides,
});

/** Band floors of the fixtures' person: as the server calibrates them, one person's own. */
export const FIXTURE_FIT_FLOORS: FitFloors = { strong: 85, good: 70, some: 50 };

/** Every fixture career ranked, 92, 83, 74 … of fit: a person's fit with any of them. */
export const fixtureSuggestionItems = (estimate = false): Suggestions['items'] =>
  careerFixtures().map((career, index) => {
    const band = fitBand(92 - index * 9, FIXTURE_FIT_FLOORS);
    // The interest reason agrees with the band, as the server's does.
    const direction = band === 'weak' ? 'differs' : band === 'some' ? 'mixed' : 'shared';
    return {
      career,
      fit: 92 - index * 9,
      fitBand: band,
      estimate,
      correlation: (92 - index * 9) / 100,
      reasons: [
        {
          kind: 'interest-fit',
          direction,
          shared: direction === 'differs' ? [] : ['I'],
          apart: direction === 'shared' ? [] : ['R'],
          estimated: estimate,
          text:
            direction === 'shared'
              ? 'You and this job both lean toward Investigative work.'
              : direction === 'mixed'
                ? 'You share Investigative work with this job, but it leans toward Realistic work, which you rated lower.'
                : 'This job leans toward Realistic work, which you rated lower.',
        },
        { kind: 'job-zone', jobZone: career.jobZone, text: `Job zone ${career.jobZone} of 5.` },
        {
          kind: 'profile-source',
          source: estimate ? 'personality-estimate' : 'interest-inventory',
          text: 'Based on the activities you liked and disliked in your interest cards.',
        },
      ],
      family: null,
    };
  });

export const buildSuggestions = (overrides: Partial<Suggestions> = {}): Suggestions =>
  suggestionsSchema.parse({
    source: 'interest-inventory',
    inputs: suggestionInputs({ interests: true }),
    fitFloors: FIXTURE_FIT_FLOORS,
    close: null,
    items: fixtureSuggestionItems(overrides.source === 'personality-estimate').slice(0, 4),
    ...overrides,
  });
