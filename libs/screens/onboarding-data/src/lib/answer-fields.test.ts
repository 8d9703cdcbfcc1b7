import type { StoredOnboardingAnswers } from '@pathwise/progress';
import { fieldValue, isListField, sameValue, toPatch } from './answer-fields';

describe('answer fields', () => {
  const answers: StoredOnboardingAnswers = {
    lifeStage: 'working',
    maxJobZone: 3,
    workValues: ['support'],
    completed: true,
  };

  it('show saved answers as the page’s values, with no answer as empty', () => {
    expect(fieldValue(answers, 'lifeStage')).toBe('working');
    expect(fieldValue(answers, 'maxJobZone')).toBe('3');
    expect(fieldValue(answers, 'country')).toBe('');
    expect(fieldValue(answers, 'workValues')).toEqual(['support']);
    expect(fieldValue(answers, 'enjoyedSubjects')).toEqual([]);
  });

  it('save one question at a time, clearing it when unanswered', () => {
    expect(toPatch('country', 'IE')).toEqual({ country: 'IE' });
    expect(toPatch('maxJobZone', '4')).toEqual({ maxJobZone: 4 });
    expect(toPatch('maxJobZone', '')).toEqual({ maxJobZone: undefined });
    expect(toPatch('lifeStage', '')).toEqual({ lifeStage: undefined });
    expect(toPatch('enjoyedSubjects', ['Music'])).toEqual({ enjoyedSubjects: ['Music'] });
    expect(toPatch('workValues', [])).toEqual({ workValues: undefined });
  });

  it('tell lists from single choices and compare values', () => {
    expect(isListField('workValues')).toBe(true);
    expect(isListField('country')).toBe(false);
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a'], ['a', 'b'])).toBe(false);
    expect(sameValue('', '')).toBe(true);
  });
});
