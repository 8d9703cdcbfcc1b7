import { describe, expect, it } from 'vitest';
import { currentEducationText, jobZoneText } from './job-zones';

describe('job zones and education in words', () => {
  it('names a zone the same way everywhere, out of five', () => {
    expect(jobZoneText(4)).toBe('Job zone 4 of 5: considerable preparation needed');
    expect(jobZoneText(1)).toBe('Job zone 1 of 5: little or no preparation needed');
  });

  it("says O*NET's education figure is about people in the job now, with the rounded share", () => {
    expect(currentEducationText("Bachelor's Degree", 61.4)).toBe(
      "Bachelor's degree is the most common level among people in this job (61% of those O*NET surveyed)",
    );
    expect(currentEducationText('Less than a High School Diploma', null)).toBe(
      'Less than a high school diploma is the most common level among people in this job',
    );
  });
});
