import type { RiasecProfile } from '../riasec';
import { RIASEC_ORDER } from '../riasec';
import { activityLinks, activityPoints, ratedActivities } from './activities';
import { familyOf } from './families';
import type { OccupationInterestProfile } from './match';
import { matchOccupations, personFits, prepareOccupations, rankFits } from './match';
import { riasecProfile } from './person-profile';

const profileOf = (values: readonly number[]): RiasecProfile =>
  Object.fromEntries(RIASEC_ORDER.map((area, i) => [area, values[i] as number])) as RiasecProfile;

const occupation = (code: string, values: readonly number[]): OccupationInterestProfile => ({
  code,
  title: `Job ${code}`,
  interests: profileOf(values),
  highPoints: [null, null, null],
  jobZone: 4,
});

const person = profileOf([20, 90, 40, 10, 30, 60]);

describe('career families', () => {
  it('places careers by their SOC group, and most careers in none', () => {
    expect(familyOf('25-1022.00')?.name).toBe('Teachers, postsecondary');
    expect(familyOf('17-2051.00')?.name).toBe('Engineers');
    expect(familyOf('29-1242.00')?.name).toBe('Physicians and surgeons');
    expect(familyOf('29-1141.00')).toBeNull(); // Registered Nurses
    expect(familyOf('17-1011.00')).toBeNull(); // Architects
  });

  it("keeps O*NET's managers of each source of energy together, and no other manager", () => {
    for (const code of ['11-3051.02', '11-3051.03', '11-3051.04', '11-3051.06', '11-9199.09'])
      expect(familyOf(code)?.name).toBe('Energy production managers');
    expect(familyOf('11-3051.00')).toBeNull(); // Industrial Production Managers
    expect(familyOf('11-3051.01')).toBeNull(); // Quality Control Systems Managers
    expect(familyOf('11-9199.10')).toBeNull(); // Wind Energy Development Managers
    expect(familyOf('47-1011.03')).toBeNull(); // Solar Energy Installation Managers
  });

  // Three engineers and a teacher close to the person, and two careers in no family.
  const prepared = prepareOccupations([
    occupation('17-2051.00', [2, 6.9, 4, 1, 3, 6]),
    occupation('17-2061.00', [2, 6.5, 4.5, 1.5, 3, 5]),
    occupation('17-2071.00', [3, 6, 3, 1, 3, 5]),
    occupation('25-1022.00', [1, 7, 4, 3, 2, 5]),
    occupation('15-2031.00', [2, 7, 3, 1, 4, 6]),
    occupation('27-1024.00', [1, 2, 7, 3, 4, 2]),
  ]);

  it('gives a family one place, at its closest member, with the others under it', () => {
    const plain = matchOccupations(riasecProfile(person), prepared);
    const grouped = matchOccupations(riasecProfile(person), prepared, { families: true });
    const engineers = plain.matches.filter((match) => match.occupation.code.startsWith('17-2'));
    const place = grouped.matches.find((match) => match.occupation.code.startsWith('17-2'))!;
    // The closest engineer stands for the family, and the others follow it closest first.
    expect(place.occupation.code).toBe(engineers[0]!.occupation.code);
    expect(place.family?.members.map((member) => member.occupation.code)).toEqual(
      engineers.slice(1).map((match) => match.occupation.code),
    );
    expect(place.family?.members.map((member) => member.fit)).toEqual(
      engineers.slice(1).map((match) => match.fit),
    );
    // No other place is an engineer; places are still in order of fit.
    expect(
      grouped.matches.filter((match) => match.occupation.code.startsWith('17-2')),
    ).toHaveLength(1);
    const fits = grouped.matches.map((match) => match.fit);
    expect(fits).toEqual([...fits].sort((a, b) => b - a));
    // A family of one (the teacher) is a career like any other.
    expect(
      grouped.matches.find((match) => match.occupation.code === '25-1022.00')?.family,
    ).toBeNull();
  });

  it('counts places, not careers, against the limit; filters reach the members too', () => {
    const grouped = matchOccupations(riasecProfile(person), prepared, {
      families: true,
      limit: 3,
      include: (code) => code !== '17-2071.00',
    });
    expect(grouped.matches).toHaveLength(3);
    const codes = grouped.matches.flatMap((match) => [
      match.occupation.code,
      ...(match.family?.members ?? []).map((member) => member.occupation.code),
    ]);
    expect(codes).not.toContain('17-2071.00');
    expect(codes).toContain('17-2061.00');
  });
});

describe("a career's own activities", () => {
  const cards = [
    { id: 'visual-1', text: 'Draw pictures.', careers: ['27-1024.00'] },
    { id: 'visual-2', text: 'Create a sculpture.', careers: ['27-1024.00'] },
    { id: 'maths-1', text: 'Solve mathematical problems.', careers: ['15-2031.00'] },
  ];
  const links = activityLinks(cards);

  it('are worth up to 5 points: liked share less not-liked share, "Not sure" neither', () => {
    expect(activityPoints(undefined)).toBe(0);
    expect(activityPoints([{ text: 'a', rating: 'like' }])).toBe(5);
    expect(activityPoints([{ text: 'a', rating: 'dislike' }])).toBe(-5);
    expect(
      activityPoints([
        { text: 'a', rating: 'like' },
        { text: 'b', rating: 'like' },
        { text: 'c', rating: 'like' },
        { text: 'd', rating: 'unsure' },
      ]),
    ).toBe(3.75);
  });

  it('change the fit by the points their reason states', () => {
    const prepared = prepareOccupations([
      occupation('27-1024.00', [1, 5, 6, 3, 4, 2]),
      occupation('15-2031.00', [2, 7, 3, 1, 4, 6]),
      occupation('11-1011.00', [1, 2, 3, 7, 6, 4]),
    ]);
    const profile = riasecProfile(person);
    const ratings = new Map([
      ['visual-1', 'like' as const],
      ['visual-2', 'like' as const],
      ['maths-1', 'dislike' as const],
    ]);
    const without = personFits(profile, prepared)!;
    const withCards = personFits(profile, prepared, [], ratedActivities(links, ratings))!;
    const fitOf = (fits: typeof without, code: string) =>
      fits.fits[prepared.indexOf(code)] as number;
    expect(fitOf(withCards, '27-1024.00') - fitOf(without, '27-1024.00')).toBe(5);
    expect(fitOf(withCards, '15-2031.00') - fitOf(without, '15-2031.00')).toBe(-5);
    expect(fitOf(withCards, '11-1011.00')).toBe(fitOf(without, '11-1011.00'));

    const ranked = rankFits(withCards);
    const designer = ranked.matches.find((match) => match.occupation.code === '27-1024.00')!;
    const reason = designer.reasons.find((r) => r.kind === 'activities')!;
    expect(reason.text).toBe(
      "Some of your cards are this work's own activities: you put “Draw pictures” and 1 more in “Love it”. That adds 5 points to its fit.",
    );
    const maths = ranked.matches.find((match) => match.occupation.code === '15-2031.00')!;
    expect(maths.reasons.find((r) => r.kind === 'activities')?.text).toBe(
      "One of your cards is this work's own activity: you put “Solve mathematical problems” in “Not for me”. That takes 5 points off its fit.",
    );
    // A career none of whose activities were rated has no such reason.
    const other = ranked.matches.find((match) => match.occupation.code === '11-1011.00')!;
    expect(other.reasons.some((r) => r.kind === 'activities')).toBe(false);
  });
});
