import { isMilitaryCareer, looksMilitary } from './military';

describe('looksMilitary', () => {
  it('knows military job codes and words of service', () => {
    for (const query of [
      '88M',
      '11B',
      '68W',
      '25b',
      'MOS 0311',
      '1N0X1',
      'soldier',
      'Army medic',
      'air force',
      'Infantry',
      'veteran',
    ])
      expect(looksMilitary(query), query).toBe(true);
  });

  it('leaves civilian searches alone', () => {
    for (const query of [
      'nurse',
      'marine biologist',
      'soldering',
      'police',
      '401k',
      'B2B sales',
      'armour',
      'police sergeant',
      '2024',
      '',
    ])
      expect(looksMilitary(query), query).toBe(false);
  });

  it('knows O*NET’s military careers by their SOC group', () => {
    expect(isMilitaryCareer('55-3016.00')).toBe(true);
    expect(isMilitaryCareer('33-3051.00')).toBe(false);
  });
});
