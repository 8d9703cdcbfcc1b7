import { careerDetailsHref, paths, profileHref } from './paths';

describe('paths', () => {
  it('keeps the spec route table', () => {
    expect(paths.personalityReport).toBe('/personality-report');
    expect(paths.favourites).toBe('/v2/pg-profile/favorites');
    expect(paths.onboardingData).toBe('/v2/pg-profile/onboard-data');
    expect(paths.audio).toBe('/v3/audio');
  });

  it('builds links whose parameters cannot break out of their segment', () => {
    expect(profileHref('a/b?c')).toBe('/v2/pg-profile/a%2Fb%3Fc');
    expect(careerDetailsHref('15-1252.00')).toBe('/v2/pg-career-details?code=15-1252.00');
    expect(careerDetailsHref('x&y=1')).toBe('/v2/pg-career-details?code=x%26y%3D1');
  });
});
