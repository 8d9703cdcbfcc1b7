import { describeResults, interestAreas, jobZoneLabel } from './career-labels';
import { NO_EXPLORER_FILTERS as none } from './explorer-params';

describe('career labels', () => {
  it('reads the interest areas, strongest first', () => {
    expect(interestAreas('ICR')).toEqual(['I', 'C', 'R']);
    expect(interestAreas('')).toEqual([]);
  });

  it('explains a job zone, or says it is not rated', () => {
    expect(jobZoneLabel(4)).toBe('Job zone 4 of 5: considerable preparation needed');
    expect(jobZoneLabel(null)).toBe('Job zone not rated');
  });

  it('describes what the list holds', () => {
    expect(describeResults(1016, none)).toBe('1,016 careers, A to Z.');
    expect(describeResults(1, { ...none, q: 'nurse' })).toBe('1 career matches “nurse”.');
    expect(describeResults(12, { ...none, q: 'nurse', area: 'S', zones: [3, 4] })).toBe(
      '12 careers match “nurse”, with Social as the strongest interest, at job zone 3 or 4.',
    );
    expect(describeResults(1016, { ...none, sort: 'pay' })).toBe(
      '1,016 careers, highest median pay first.',
    );
    expect(describeResults(3, { ...none, q: 'nurse', sort: 'growth' })).toBe(
      '3 careers match “nurse”, fastest growing first.',
    );
    expect(describeResults(0, { ...none, zones: [1, 2, 5] })).toBe(
      '0 careers fit your filters, at job zone 1, 2 or 5.',
    );
    expect(describeResults(212, { ...none, minPay: 60000, growth: 'faster', sort: 'pay' })).toBe(
      '212 careers fit your filters, with median pay of at least $60,000 a year and jobs growing faster than average, highest median pay first.',
    );
  });
});
