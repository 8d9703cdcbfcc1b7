import fc from 'fast-check';
import { RIASEC_ORDER, type RiasecArea, type RiasecProfile } from '../riasec';
import { type OccupationInterestProfile, matchOccupations, prepareOccupations } from './match';
import { riasecProfile } from './person-profile';
import { WORK_VALUES, type WorkValue } from './work-values';

const profileOf = (values: readonly number[]) =>
  Object.fromEntries(RIASEC_ORDER.map((area, i) => [area, values[i]])) as RiasecProfile;

const sixOf = (min: number, max: number) =>
  fc.array(fc.double({ min, max, noNaN: true }), { minLength: 6, maxLength: 6 });

const extents = fc.record(
  Object.fromEntries(
    WORK_VALUES.map((value) => [value, fc.double({ min: 1, max: 7, noNaN: true })]),
  ),
) as fc.Arbitrary<Record<WorkValue, number>>;

// O*NET's high points, as it derives them: the highest area, then the next two where they come
// close; about one job in ten has none here, as for careers O*NET has not rated.
const highPointsOf = (values: readonly number[], withHighPoints: boolean) => {
  if (!withHighPoints) return [null, null, null] as const;
  const order = RIASEC_ORDER.map((area, i) => [area, values[i]!] as const).sort(
    (a, b) => b[1] - a[1],
  );
  const top = order[0]![1];
  const points = order.filter(([, value], i) => i < 3 && value >= top - 1.5).map(([area]) => area);
  return [points[0] ?? null, points[1] ?? null, points[2] ?? null] as const;
};

const occupations = fc
  .array(fc.tuple(sixOf(1, 7), extents, fc.boolean()), { minLength: 2, maxLength: 40 })
  .map((rows) =>
    rows.map(([interests, workValues, rated], i): OccupationInterestProfile => ({
      code: `11-${String(1000 + i)}.00`,
      title: `Occupation ${i}`,
      interests: profileOf(interests),
      highPoints: highPointsOf(interests, rated),
      jobZone: null,
      workValues,
    })),
  );

const person = sixOf(0, 100);
const NAMES: Record<RiasecArea, string> = {
  R: 'Realistic',
  I: 'Investigative',
  A: 'Artistic',
  S: 'Social',
  E: 'Enterprising',
  C: 'Conventional',
};
const picked = fc.subarray([...WORK_VALUES], { maxLength: 3 });
const BAND_ORDER = ['strong', 'good', 'some', 'weak'] as const;

// Independent of the engine: where each profile stands against its own mean.
const above = (profile: RiasecProfile, area: RiasecArea) =>
  profile[area] > RIASEC_ORDER.reduce((sum, a) => sum + profile[a], 0) / 6;

describe('fit reasons', () => {
  it('never contradict the band they explain, and bands follow the fit shown', () => {
    fc.assert(
      fc.property(person, occupations, picked, (scores, list, values) => {
        const profile = riasecProfile(profileOf(scores));
        const outcome = matchOccupations(profile, prepareOccupations(list), { workValues: values });
        if (outcome.status !== 'ranked') return;
        // At most the strong share of careers (and at least one place) is strong, unless more
        // than that reach the top of the scale.
        const strong = outcome.matches.filter((match) => match.fitBand === 'strong').length;
        if (outcome.floors.strong < 100)
          expect(strong).toBeLessThanOrEqual(Math.max(1, Math.floor(0.01 * list.length)));
        outcome.matches.forEach((match, i) => {
          // Down the list the fit never rises, and the band never rises either.
          const before = outcome.matches[i - 1];
          if (before) {
            expect(before.fit).toBeGreaterThanOrEqual(match.fit);
            expect(BAND_ORDER.indexOf(before.fitBand)).toBeLessThanOrEqual(
              BAND_ORDER.indexOf(match.fitBand),
            );
            if (before.fit === match.fit) expect(before.fitBand).toBe(match.fitBand);
          }
        });
        for (const match of outcome.matches) {
          const reason = match.reasons[0];
          if (reason?.kind !== 'interest-fit') throw new Error('The interest reason comes first.');
          const job = match.occupation.interests;
          if (match.fitBand === 'strong' || match.fitBand === 'good') {
            expect(reason.direction).toBe('shared');
            expect(reason.text).not.toMatch(/rated lower|isn't among|differs/);
          } else if (match.fitBand === 'weak') {
            expect(reason.direction).toBe('differs');
            expect(reason.text).not.toMatch(/lean toward|shares|close to yours/);
          } else expect(reason.direction).toBe('mixed');
          // No reason of any kind argues against a strong fit.
          const valuesReason = match.reasons.find((r) => r.kind === 'work-values');
          if (match.fitBand === 'strong' && valuesReason?.kind === 'work-values') {
            expect(valuesReason.stance).not.toBe('against');
            expect(valuesReason.text).not.toMatch(/offers less/);
          }
          // Every area named is where the numbers put it, and among the job's high points (the
          // areas its "Leans toward" tag names) wherever O*NET gives them.
          const points = match.occupation.highPoints.filter((area) => area !== null);
          const leans = (area: RiasecArea) =>
            points.length > 0 ? points.includes(area) : above(job, area);
          for (const area of reason.shared) {
            expect(above(profile.scores, area) && leans(area)).toBe(true);
            expect(reason.text).toContain(NAMES[area]);
          }
          for (const area of reason.apart) {
            expect(!above(profile.scores, area) && leans(area)).toBe(true);
            expect(reason.text).toContain(NAMES[area]);
          }
          for (const area of RIASEC_ORDER)
            if (!reason.shared.includes(area) && !reason.apart.includes(area))
              expect(reason.text).not.toContain(NAMES[area]);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('from a personality estimate, never name Realistic or Conventional as shared', () => {
    fc.assert(
      fc.property(person, occupations, (scores, list) => {
        const profile = {
          ...riasecProfile(profileOf(scores)),
          source: 'personality-estimate' as const,
        };
        for (const match of matchOccupations(profile, prepareOccupations(list)).matches) {
          const reason = match.reasons[0];
          if (reason?.kind !== 'interest-fit') throw new Error('The interest reason comes first.');
          expect(reason.shared).not.toContain('R');
          expect(reason.shared).not.toContain('C');
          expect(reason.apart).not.toContain('R');
          expect(reason.apart).not.toContain('C');
          // Nobody rated anything: the words never say they did, or call the estimate theirs.
          expect(reason.text).not.toMatch(
            /you rated|close to yours|matches yours|differs from yours/,
          );
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('work values in the ranking', () => {
  it('move a fit by at most five points, and say by how many', () => {
    fc.assert(
      fc.property(person, occupations, picked, (scores, list, values) => {
        const profile = riasecProfile(profileOf(scores));
        const prepared = prepareOccupations(list);
        const plain = new Map(
          matchOccupations(profile, prepared).matches.map((m) => [m.occupation.code, m.fit]),
        );
        for (const match of matchOccupations(profile, prepared, { workValues: values }).matches) {
          const without = plain.get(match.occupation.code)!;
          const reason = match.reasons.find((r) => r.kind === 'work-values');
          const held = reason?.text.includes('never called a strong fit') ?? false;
          if (held) expect(match.fit).toBeLessThanOrEqual(without + 5);
          else expect(Math.abs(match.fit - without)).toBeLessThanOrEqual(5);
          const said = reason?.text.match(/(adds|takes) (\d+) points? (to|off)/) ?? null;
          if (!held) expect(said !== null).toBe(match.fit !== without);
          if (said && !held) {
            const moved = Number(said[2]) * (said[1] === 'adds' ? 1 : -1);
            expect(match.fit - without).toBe(moved);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('reorder careers of similar fit by what the person values', () => {
    const job = (
      code: string,
      interests: number[],
      workValues: Partial<Record<WorkValue, number>>,
    ) => ({
      code,
      title: code,
      interests: profileOf(interests),
      highPoints: [null, null, null] as const,
      jobZone: null,
      workValues,
    });
    const prepared = prepareOccupations([
      job('29-1141.00', [1, 4, 2, 7, 3, 3], { independence: 2.5, relationships: 6.8 }),
      job('19-3033.00', [1, 4.6, 2, 7, 3, 3], { independence: 6.4, relationships: 4.1 }),
      job('43-4051.00', [2, 2, 1, 3, 4, 7], { independence: 7, relationships: 7 }),
    ]);
    const person = riasecProfile(profileOf([10, 60, 30, 95, 35, 20]));
    const order = (values: WorkValue[]) =>
      matchOccupations(person, prepared, { workValues: values }).matches.map(
        (m) => m.occupation.code,
      );
    const plain = order([]);
    expect(order(['relationships'])).toEqual(['29-1141.00', '19-3033.00', '43-4051.00']);
    expect(order(['independence'])).toEqual(['19-3033.00', '29-1141.00', '43-4051.00']);
    // The clerk offers both values fully but shares no interest: it stays last either way.
    expect(plain.at(-1)).toBe('43-4051.00');
    const independent = matchOccupations(person, prepared, { workValues: ['independence'] });
    expect(independent.matches[0]?.reasons.find((r) => r.kind === 'work-values')?.text).toBe(
      'It offers what you value: O*NET rates Independence 6.4 of 7. That adds 4 points to its fit.',
    );
  });
});
