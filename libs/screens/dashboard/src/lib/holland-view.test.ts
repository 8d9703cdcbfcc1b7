import { codeAreas } from './holland-view';

describe('codeAreas', () => {
  it('names each letter of the code, strongest first', () => {
    const areas = codeAreas('IAS');
    expect(areas.map((area) => area.name)).toEqual(['Investigative', 'Artistic', 'Social']);
    expect(areas[2]).toEqual({
      letter: 'S',
      name: 'Social',
      description: 'Helping, teaching, caring for and advising people.',
    });
  });

  it('ignores anything that is not an area letter', () => {
    expect(codeAreas('Ix?').map((area) => area.letter)).toEqual(['I']);
  });
});
