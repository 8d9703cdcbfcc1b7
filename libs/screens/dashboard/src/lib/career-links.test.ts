import { careerLink, rankedBy } from './career-links';

describe('careerLink', () => {
  it('links to the career and says where it was opened from', () => {
    expect(careerLink('15-1252.00', 'suggestions')).toBe(
      '/v2/pg-career-details?code=15-1252.00&from=suggestions',
    );
    expect(careerLink('29-1141.00', 'favourites')).toBe(
      '/v2/pg-career-details?code=29-1141.00&from=favourites',
    );
  });
});

describe('rankedBy', () => {
  it('says what the ranking used', () => {
    expect(rankedBy({ interests: true, personality: true })).toMatch(
      /your interests and your personality/,
    );
    expect(rankedBy({ interests: true, personality: false })).toBe(
      'Ranked by how well each career matches your interests.',
    );
    expect(rankedBy({ interests: false, personality: true })).toMatch(/rougher guide/);
    expect(rankedBy({ interests: false, personality: false })).toBeNull();
  });
});
