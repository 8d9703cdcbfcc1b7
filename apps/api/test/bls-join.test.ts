import { blsRowFor } from '../src/catalogue/bls/join';

// BLS rows by SOC code, as OEWS and the projections give them (titles only, for the test).
const published = new Map(
  [
    ['29-1141', 'Registered Nurses'],
    ['13-1020', 'Buyers and Purchasing Agents'],
    ['21-1018', 'Substance Abuse, Behavioral Disorder, and Mental Health Counselors'],
    ['25-2052', 'Special Education Teachers, Kindergarten and Elementary School'],
    ['25-9045', 'Teaching Assistants, Except Postsecondary'],
    ['51-2028', 'Electrical, Electronic, and Electromechanical Assemblers, Except Coil Winders'],
    ['53-1047', 'First-Line Supervisors of Transportation and Material Moving Workers'],
  ].map(([soc, title]) => [soc!, { title }]),
);

describe('joining O*NET careers to BLS figures', () => {
  it('uses a career’s own row, and its parent’s for a specialty', () => {
    expect(blsRowFor('29-1141.00', published)).toMatchObject({ soc: '29-1141', scope: 'exact' });
    expect(blsRowFor('29-1141.01', published)).toMatchObject({
      soc: '29-1141',
      scope: 'specialty',
    });
  });

  it('gives careers BLS publishes only inside one of its aggregates that aggregate’s figures', () => {
    const cases: [onet: string, soc: string][] = [
      ['21-1011.00', '21-1018'], // Substance Abuse and Behavioral Disorder Counselors
      ['21-1014.00', '21-1018'], // Mental Health Counselors
      ['25-2055.00', '25-2052'], // Special Education Teachers, Kindergarten
      ['25-2056.00', '25-2052'], // Special Education Teachers, Elementary School
      ['25-9042.00', '25-9045'],
      ['25-9043.00', '25-9045'],
      ['25-9049.00', '25-9045'],
      ['51-2022.00', '51-2028'],
      ['51-2023.00', '51-2028'],
      ['53-1042.00', '53-1047'],
      ['53-1042.01', '53-1047'], // Recycling Coordinators, a specialty under it
      ['53-1043.00', '53-1047'], // First-Line Supervisors of Material-Moving Machine and Vehicle Operators
      ['53-1044.00', '53-1047'],
      ['53-1049.00', '53-1047'],
      ['13-1021.00', '13-1020'], // a broad group, as before
    ];
    for (const [onet, soc] of cases)
      expect(blsRowFor(onet, published), onet).toMatchObject({ soc, scope: 'broad' });
  });

  it('finds nothing where BLS publishes nothing, rather than a zero', () => {
    expect(blsRowFor('11-1031.00', published)).toBeNull(); // Legislators: no OEWS pay
    expect(blsRowFor('55-3016.00', published)).toBeNull(); // Infantry: BLS covers no military jobs
    // An aggregate BLS did not publish this time is not guessed at.
    expect(blsRowFor('21-1011.00', new Map())).toBeNull();
  });
});
