import type { StoredOnboardingAnswers } from './browser-answers';
import {
  applyOnboardingPatch,
  forAccount,
  mergeOnboardingAnswers,
  NO_ANSWERS,
  sameOnboardingAnswers,
} from './merge-answers';

describe('mergeOnboardingAnswers', () => {
  it('keeps the account’s answers the browser has none for', () => {
    const account: StoredOnboardingAnswers = {
      lifeStage: 'working',
      country: 'GB',
      completed: false,
    };
    expect(mergeOnboardingAnswers(account, { maxJobZone: 3, completed: false })).toEqual({
      lifeStage: 'working',
      country: 'GB',
      maxJobZone: 3,
      completed: false,
    });
  });

  it('lets each question answered in the browser win', () => {
    const account: StoredOnboardingAnswers = {
      lifeStage: 'school',
      workValues: ['support'],
      enjoyedSubjects: ['History'],
      completed: false,
    };
    const browser: StoredOnboardingAnswers = {
      lifeStage: 'college',
      workValues: ['achievement'],
      completed: false,
    };
    expect(mergeOnboardingAnswers(account, browser)).toEqual({
      lifeStage: 'college',
      workValues: ['achievement'],
      enjoyedSubjects: ['History'],
      completed: false,
    });
  });

  it('does not let an empty list in the browser wipe the account’s answer', () => {
    const merged = mergeOnboardingAnswers(
      { enjoyedSubjects: ['Art'], completed: false },
      { enjoyedSubjects: [], completed: false },
    );
    expect(merged.enjoyedSubjects).toEqual(['Art']);
  });

  it.each([
    [true, false],
    [false, true],
    [true, true],
  ])('counts as finished when either was (account %s, browser %s)', (a, b) => {
    expect(mergeOnboardingAnswers({ completed: a }, { completed: b }).completed).toBe(true);
  });

  it('stays unfinished when neither was', () => {
    expect(mergeOnboardingAnswers(NO_ANSWERS, NO_ANSWERS)).toEqual({ completed: false });
  });
});

describe('applyOnboardingPatch', () => {
  it('keeps every question, the current job included', () => {
    const saved = applyOnboardingPatch(
      { lifeStage: 'working', completed: false },
      { currentOccupation: '29-1141.00' },
    );
    expect(saved).toEqual({
      lifeStage: 'working',
      currentOccupation: '29-1141.00',
      completed: false,
    });
    expect(mergeOnboardingAnswers(saved, { country: 'GB', completed: false })).toEqual({
      ...saved,
      country: 'GB',
    });
  });

  it('adds answers and keeps the rest', () => {
    expect(applyOnboardingPatch({ country: 'FR', completed: false }, { maxJobZone: 2 })).toEqual({
      country: 'FR',
      maxJobZone: 2,
      completed: false,
    });
  });

  it('clears answers given as undefined or as an empty list', () => {
    expect(
      applyOnboardingPatch(
        { country: 'FR', workValues: ['support'], completed: true },
        { country: undefined, workValues: [] },
      ),
    ).toEqual({ completed: true });
  });

  it('marks the answers finished', () => {
    expect(applyOnboardingPatch(NO_ANSWERS, { completed: true }).completed).toBe(true);
  });
});

describe('sameOnboardingAnswers', () => {
  it('tells equal answers from different ones', () => {
    const a = { enjoyedSubjects: ['Art', 'Music'], completed: false };
    expect(sameOnboardingAnswers(a, { ...a, enjoyedSubjects: ['Art', 'Music'] })).toBe(true);
    expect(sameOnboardingAnswers(a, { ...a, enjoyedSubjects: ['Art'] })).toBe(false);
    expect(sameOnboardingAnswers(a, { ...a, completed: true })).toBe(false);
  });
});

describe('answers sent to the account', () => {
  it('clears the profile’s answers the person cleared here, and leaves the rest as they are', () => {
    expect(forAccount({ country: 'NZ', workValues: ['support'], completed: false })).toEqual({
      country: 'NZ',
      workValues: ['support'],
      lifeStage: null,
      highestEducation: null,
      completed: false,
    });
  });
});
