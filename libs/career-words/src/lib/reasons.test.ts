import {
  type MatchReason,
  type OccupationInterestProfile,
  RIASEC_ORDER,
  type RiasecArea,
  type RiasecProfile,
  WORK_VALUES,
  type WorkValue,
  activitiesReason,
  closeCareers,
  educationReason,
  interestFitReason,
  jobZoneReason,
  occupationDataReason,
  profileSourceReason,
  workValuesReason,
} from '@pathwise/assessment';
import { activateLocale } from '@pathwise/i18n';
import fc from 'fast-check';
import { loadMessages } from '../messages';
import { interestReasonText, reasonText, structuredReason, wordReason } from './reasons';

const profileOf = (values: readonly number[]) =>
  Object.fromEntries(RIASEC_ORDER.map((area, i) => [area, values[i]])) as RiasecProfile;
const sixOf = (min: number, max: number) =>
  fc.array(fc.double({ min, max, noNaN: true }), { minLength: 6, maxLength: 6 });
const area = fc.constantFrom(...RIASEC_ORDER);
const highPoints = fc.tuple(fc.option(area), fc.option(area), fc.option(area));
const band = fc.constantFrom('strong', 'good', 'some', 'weak' as const);
const source = fc.constantFrom(
  'interest-inventory',
  'personality-estimate',
  'interests-and-personality' as const,
);

/**
 * The English the web app words a reason in is the assessment's own, except that a list of three
 * is written as the reader's language writes lists (en-US: with a serial comma).
 */
const serialComma = (text: string) => text.replaceAll(', and ', ' and ');
const worded = (reason: MatchReason) => serialComma(wordReason(reason));

describe('reasons in English', () => {
  it('word the interest reason exactly as the assessment, for every band and source', () => {
    fc.assert(
      fc.property(sixOf(0, 100), sixOf(1, 7), highPoints, band, source, (p, o, h, b, s) => {
        const reason = interestFitReason(
          { scores: profileOf(p), source: s },
          { interests: profileOf(o), highPoints: h },
          b,
        );
        expect(wordReason(reason)).toBe(reason.text);
        expect(reasonText(reason)).toBe(reason.text);
      }),
      { numRuns: 500 },
    );
  });

  it('word the work values reason as the assessment, with its points and hold', () => {
    // O*NET's extents, to one decimal place as both write them.
    const extent = fc.integer({ min: 10, max: 70 }).map((tenths) => tenths / 10);
    const extents = fc.dictionary(fc.constantFrom(...WORK_VALUES), extent) as fc.Arbitrary<
      Partial<Record<WorkValue, number>>
    >;
    const picked = fc.subarray([...WORK_VALUES], { minLength: 1, maxLength: 3 });
    const effect = fc.record({
      points: fc.double({ min: -5, max: 5, noNaN: true }),
      held: fc.boolean(),
    });
    fc.assert(
      fc.property(picked, extents, effect, (values, rated, said) => {
        const reason = workValuesReason(values, rated, said);
        if (reason) expect(worded(reason)).toBe(serialComma(reason.text));
      }),
      { numRuns: 500 },
    );
  });

  it('word the activities reason as the assessment, whichever piles the cards are in', () => {
    const card = fc.record({
      text: fc.constantFrom(
        'Build kitchen cabinets.',
        'Repair a car',
        'Study whales.',
        'Sell houses',
      ),
      rating: fc.constantFrom('like', 'unsure', 'dislike' as const),
    });
    fc.assert(
      fc.property(
        fc.array(card, { minLength: 1, maxLength: 5 }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        (cards, points) => {
          const reason = activitiesReason(cards, points)!;
          expect(wordReason(reason)).toBe(reason.text);
        },
      ),
    );
    const one = activitiesReason([{ text: 'Build kitchen cabinets.', rating: 'like' }], 2.5)!;
    expect(wordReason(one)).toBe(
      "One of your cards is this work's own activity: you put “Build kitchen cabinets” in “Love it”. That adds 3 points to its fit.",
    );
  });

  it('word the job zone, education, source and data reasons as the assessment', () => {
    const reasons = [
      jobZoneReason(null),
      ...([1, 2, 3, 4, 5] as const).map(jobZoneReason),
      educationReason("Bachelor's Degree"),
      educationReason('Less than a High School Diploma'),
      profileSourceReason('interest-inventory'),
      profileSourceReason('personality-estimate'),
      profileSourceReason('interests-and-personality'),
      occupationDataReason('Analyst'),
    ];
    for (const reason of reasons) expect(wordReason(reason)).toBe(reason.text);
  });

  it('word the reasons of careers close to the current job as the assessment', () => {
    const job = (code: string, title: string, interests: number[]): OccupationInterestProfile => ({
      code,
      title,
      interests: profileOf(interests),
      highPoints: [null, null, null],
      jobZone: 3,
      workValues: { achievement: 5.2, independence: 2.4, support: 4.1 },
    });
    const skills = (...importances: number[]) =>
      new Map(importances.map((importance, i) => [`2.A.1.${i}`, importance]));
    const result = closeCareers(
      '11-1000.00',
      {
        occupations: [
          job('11-1000.00', 'Managers', [2, 3, 2, 4, 6, 5]),
          job('11-2000.00', 'Coordinators', [2, 3, 2, 5, 5, 5]),
          job('11-3000.00', 'Analysts', [1, 6, 2, 2, 3, 5]),
          job('11-4000.00', 'Clerks', [1, 2, 1, 3, 2, 7]),
        ],
        skills: new Map([
          ['11-1000.00', skills(4.5, 4.2, 3.9, 3.5)],
          ['11-2000.00', skills(4.1, 3.8, 3.2, 3.6)],
          ['11-3000.00', skills(3.1, 2.1, 4.4, 1.5)],
          ['11-4000.00', skills(2.1, 1.8, 1.2, 2.2)],
        ]),
        skillNames: new Map([
          ['2.A.1.0', 'Speaking'],
          ['2.A.1.1', 'Active Listening'],
          ['2.A.1.2', 'Writing'],
          ['2.A.1.3', 'Monitoring'],
        ]),
        related: new Map([['11-1000.00', new Set(['11-3000.00'])]]),
      },
      { workValues: ['achievement', 'independence', 'support'] },
    )!;
    const reasons = result.items.flatMap((item) => item.reasons);
    expect(new Set(reasons.map((reason) => reason.kind))).toEqual(
      new Set(['shared-skills', 'related-occupation', 'work-values', 'job-zone']),
    );
    for (const reason of reasons) expect(worded(reason)).toBe(serialComma(reason.text));
    const coordinators = result.items.find((item) => item.occupation.code === '11-2000.00')!;
    expect(reasonText(coordinators.reasons[0]!)).toBe(
      'Uses 4 of the 4 skills most important in your current job, such as Speaking, Active Listening, and Writing.',
    );
  });

  it('say a reason without the fields to word it (or of a kind unknown) as the API sent it', () => {
    const sent = { kind: 'interest-fit', text: 'You and this job both lean toward Social work.' };
    expect(structuredReason(sent)).toBeNull();
    expect(reasonText(sent)).toBe(sent.text);
    expect(reasonText({ kind: 'job-zone', jobZone: 7, text: 'Zone 7.' } as never)).toBe('Zone 7.');
    expect(reasonText({ kind: 'salary', text: 'It pays well.' })).toBe('It pays well.');
    // A work values reason the API sent without its ratings, points or hold.
    const partial = {
      kind: 'work-values',
      stance: 'for',
      offered: ['achievement'],
      text: 'Partial.',
    };
    expect(reasonText(partial)).toBe('Partial.');
    expect(interestReasonText([jobZoneReason(2), sent])).toBe(sent.text);
    expect(interestReasonText([jobZoneReason(2)])).toBeNull();
  });
});

describe('reasons in Spanish', () => {
  beforeAll(async () => activateLocale('es', await loadMessages('es')));
  afterAll(() => activateLocale('en', {}));

  const interest = (
    direction: 'shared' | 'mixed' | 'differs',
    shared: RiasecArea[],
    apart: RiasecArea[],
    estimated = false,
  ): MatchReason => ({ kind: 'interest-fit', direction, shared, apart, estimated, text: '' });

  it('word the interest reason by the same rules', () => {
    expect(reasonText(interest('shared', ['S', 'I'], []))).toBe(
      'Este trabajo se inclina, como tú, hacia las actividades de tipo Social e Investigador.',
    );
    expect(reasonText(interest('shared', [], [], true))).toBe(
      'Esta carrera atrae a personas con intereses parecidos a los que sugiere tu personalidad.',
    );
    expect(reasonText(interest('mixed', ['A'], ['C']))).toBe(
      'Comparte tu inclinación hacia el trabajo de tipo Artístico, pero también se centra en actividades de tipo Convencional, que valoraste menos.',
    );
    expect(reasonText(interest('differs', [], ['R']))).toBe(
      'Este trabajo se centra en actividades de tipo Realista, que valoraste menos que otras áreas.',
    );
  });

  it('word the work values, activities and zone reasons', () => {
    const values = workValuesReason(
      ['achievement', 'independence'],
      { achievement: 6.1, independence: 2.3 },
      { points: 1.2, held: false },
    )!;
    expect(reasonText(values)).toBe(
      'Ofrece parte de lo que valoras: según O*NET, Logro 6,1 sobre 7, pero Independencia 2,3. Eso suma 1 punto a su afinidad.',
    );
    const cards = activitiesReason(
      [
        { text: 'Construir muebles de cocina.', rating: 'like' },
        { text: 'Reparar un coche.', rating: 'like' },
        { text: 'Vender casas.', rating: 'dislike' },
      ],
      -2,
    )!;
    expect(reasonText(cards)).toBe(
      'Algunas de tus tarjetas son actividades propias de este trabajo: pusiste “Construir muebles de cocina” y 1 más en “Me encanta” y “Vender casas” en “No es para mí”. Eso le resta 2 puntos a su afinidad.',
    );
    expect(reasonText(jobZoneReason(4))).toBe(
      'Zona laboral 4 de 5: se necesita bastante preparación.',
    );
    expect(reasonText(jobZoneReason(null))).toBe(
      'O*NET todavía no ha valorado cuánta preparación necesita este trabajo.',
    );
  });
});
