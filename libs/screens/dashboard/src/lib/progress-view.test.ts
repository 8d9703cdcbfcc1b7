import { paths } from '@pathwise/routes';
import { onboardingProgress, personalityProgress, playgroundProgress } from './progress-view';

const noAnswers = { status: 'loading' as const, answered: 0, total: 120 };

describe('personalityProgress', () => {
  it('is done once there is a report', () => {
    const row = personalityProgress(
      { status: 'ready', createdAt: '2026-11-03T12:00:00.000Z' },
      noAnswers,
    );
    expect(row.status).toBe('done');
    expect(row.detail).toBe('Finished on November 3, 2026. Your report is ready.');
    expect(row.link).toEqual({ to: paths.personalityReport, label: 'Read your report' });
  });

  it('counts the answers given so far when there is no report yet', () => {
    const row = personalityProgress(
      { status: 'none' },
      { status: 'ready', answered: 60, total: 120 },
    );
    expect(row.status).toBe('in-progress');
    expect(row.amount).toEqual({ done: 60, total: 120, text: '60 of 120 statements answered' });
    expect(row.link?.label).toBe('Carry on with the test');
  });

  it('says how long the test takes before it is started', () => {
    const row = personalityProgress(
      { status: 'none' },
      { status: 'ready', answered: 0, total: 120 },
    );
    expect(row.status).toBe('not-started');
    expect(row.detail).toMatch(/120 short statements/);
    expect(row.link).toEqual({ to: paths.personalityTest, label: 'Take the personality test' });
  });

  it('asks to finish when every statement is answered', () => {
    const row = personalityProgress(
      { status: 'none' },
      { status: 'ready', answered: 120, total: 120 },
    );
    expect(row.link?.label).toBe('Finish the test');
  });

  it('waits for, or reports, what it cannot know', () => {
    expect(personalityProgress({ status: 'loading' }, noAnswers).status).toBe('loading');
    expect(personalityProgress({ status: 'error' }, noAnswers).status).toBe('error');
    expect(personalityProgress({ status: 'none' }, noAnswers).status).toBe('loading');
    expect(personalityProgress({ status: 'none' }, { ...noAnswers, status: 'error' }).status).toBe(
      'error',
    );
  });
});

describe('onboardingProgress', () => {
  it('counts every question answered, the current job too, but not empty lists', () => {
    const row = onboardingProgress({
      status: 'ready',
      answers: {
        completed: false,
        lifeStage: 'school',
        workValues: [],
        country: 'GB',
        currentOccupation: '29-1141.00',
      },
    });
    expect(row.amount).toEqual({ done: 3, total: 9, text: '3 of 9 questions answered' });
  });

  it('is done once the questions were finished', () => {
    const row = onboardingProgress({ status: 'ready', answers: { completed: true } });
    expect(row.status).toBe('done');
    expect(row.link?.to).toBe(paths.onboardingData);
  });

  it('shows the questions answered so far', () => {
    const row = onboardingProgress({
      status: 'ready',
      answers: { completed: false, lifeStage: 'college', maxJobZone: 3 },
    });
    expect(row.status).toBe('in-progress');
    expect(row.amount?.text).toBe('2 of 9 questions answered');
    expect(row.link).toEqual({ to: paths.onboarding, label: 'Carry on with the questions' });
  });

  it('starts with nothing answered, and waits while loading', () => {
    expect(onboardingProgress({ status: 'ready', answers: { completed: false } }).status).toBe(
      'not-started',
    );
    expect(onboardingProgress({ status: 'loading', answers: { completed: false } }).status).toBe(
      'loading',
    );
    expect(onboardingProgress({ status: 'error', answers: { completed: false } }).status).toBe(
      'error',
    );
  });
});

describe('playgroundProgress', () => {
  const sort = { status: 'ready' as const, sorted: 0, total: 48, canFinish: false };

  it('is done with an interest result, and names its code', () => {
    const row = playgroundProgress({ status: 'ready', hollandCode: 'IAS' }, sort);
    expect(row.status).toBe('done');
    expect(row.detail).toBe('Done: your Holland code is IAS.');
    expect(row.link?.to).toBe(paths.playgroundResult);
  });

  it('counts the cards sorted so far', () => {
    const row = playgroundProgress(
      { status: 'none', hollandCode: null },
      { ...sort, sorted: 12, canFinish: false },
    );
    expect(row.status).toBe('in-progress');
    expect(row.amount?.text).toBe('12 of 48 cards sorted');
    expect(row.link).toEqual({ to: paths.playgroundCanvas, label: 'Carry on sorting' });
    expect(
      playgroundProgress(
        { status: 'none', hollandCode: null },
        { ...sort, sorted: 40, canFinish: true },
      ).detail,
    ).toBe('Enough sorted to see your interest profile.');
  });

  it('starts with no cards sorted, and waits while anything loads', () => {
    expect(playgroundProgress({ status: 'none', hollandCode: null }, sort).status).toBe(
      'not-started',
    );
    expect(playgroundProgress({ status: 'loading', hollandCode: null }, sort).status).toBe(
      'loading',
    );
    expect(
      playgroundProgress({ status: 'none', hollandCode: null }, { ...sort, status: 'error' })
        .status,
    ).toBe('error');
  });
});
