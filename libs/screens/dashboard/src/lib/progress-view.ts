import { ONBOARDING_QUESTION_IDS } from '@pathwise/contract';
import { type StoredOnboardingAnswers, countAnsweredQuestions } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import { dayInWords } from '@pathwise/ui';
import type { LoadStatus } from './load-status';

export type ProgressStatus = 'loading' | 'error' | 'done' | 'in-progress' | 'not-started';

/** One of the three things a person can work through, and how far along they are. */
export type ProgressRow = {
  id: 'personality' | 'onboarding' | 'playground';
  title: string;
  status: ProgressStatus;
  /** How much is done, for the bar: absent while loading or when it failed. */
  amount?: { done: number; total: number; text: string };
  /** Where they are, in plain words. */
  detail: string;
  link?: { to: string; label: string };
};

const waiting = (row: Pick<ProgressRow, 'id' | 'title'>, status: 'loading' | 'error') => ({
  ...row,
  status,
  detail:
    status === 'loading'
      ? 'Checking your progress…'
      : "We couldn't check your progress here just now. Nothing you've done is lost.",
});

export function personalityProgress(
  report: { status: LoadStatus; createdAt?: string },
  answers: { status: LoadStatus; answered: number; total: number },
): ProgressRow {
  const row = { id: 'personality', title: 'Personality test' } as const;
  if (report.status === 'ready') {
    const day = report.createdAt ? dayInWords(report.createdAt) : null;
    return {
      ...row,
      status: 'done',
      amount: { done: 1, total: 1, text: 'Finished' },
      detail: day ? `Finished on ${day}. Your report is ready.` : 'Finished. Your report is ready.',
      link: { to: paths.personalityReport, label: 'Read your report' },
    };
  }
  if (report.status !== 'none') return waiting(row, report.status);
  if (answers.status !== 'ready')
    return waiting(row, answers.status === 'error' ? 'error' : 'loading');
  const { answered, total } = answers;
  const amount = { done: answered, total, text: `${answered} of ${total} statements answered` };
  if (answered === 0) {
    return {
      ...row,
      status: 'not-started',
      amount,
      detail: `${total} short statements about you. Most people take 10 to 15 minutes.`,
      link: { to: paths.personalityTest, label: 'Take the personality test' },
    };
  }
  return {
    ...row,
    status: 'in-progress',
    amount,
    detail:
      answered >= total
        ? 'Every statement answered: one more step and your report is ready.'
        : 'Your answers are saved, so you can carry on whenever suits you.',
    link: {
      to: paths.personalityTest,
      label: answered >= total ? 'Finish the test' : 'Carry on with the test',
    },
  };
}

export function onboardingProgress(onboarding: {
  status: 'loading' | 'ready' | 'error';
  answers: StoredOnboardingAnswers;
}): ProgressRow {
  const row = { id: 'onboarding', title: 'Questions about you' } as const;
  if (onboarding.status !== 'ready') return waiting(row, onboarding.status);
  const total = ONBOARDING_QUESTION_IDS.length;
  const answered = countAnsweredQuestions(onboarding.answers);
  if (onboarding.answers.completed) {
    return {
      ...row,
      status: 'done',
      amount: { done: 1, total: 1, text: 'Finished' },
      detail: 'Done. You can change your answers at any time.',
      link: { to: paths.onboardingData, label: 'See your answers' },
    };
  }
  const amount = { done: answered, total, text: `${answered} of ${total} questions answered` };
  return answered === 0
    ? {
        ...row,
        status: 'not-started',
        amount,
        detail: `${total} quick questions, all optional. About 2 minutes.`,
        link: { to: paths.onboarding, label: 'Answer the questions' },
      }
    : {
        ...row,
        status: 'in-progress',
        amount,
        detail: 'Your answers are saved. Skip any question you like.',
        link: { to: paths.onboarding, label: 'Carry on with the questions' },
      };
}

export function playgroundProgress(
  result: { status: 'loading' | 'none' | 'ready' | 'error'; hollandCode: string | null },
  sort: {
    status: 'loading' | 'error' | 'ready';
    sorted: number;
    total: number;
    canFinish: boolean;
  },
): ProgressRow {
  const row = { id: 'playground', title: 'Career playground' } as const;
  if (result.status === 'ready' && result.hollandCode !== null) {
    return {
      ...row,
      status: 'done',
      amount: { done: 1, total: 1, text: 'Finished' },
      detail: `Done: your Holland code is ${result.hollandCode}.`,
      link: { to: paths.playgroundResult, label: 'See your interest profile' },
    };
  }
  if (result.status === 'loading' || result.status === 'error') return waiting(row, result.status);
  if (sort.status !== 'ready') return waiting(row, sort.status);
  const { sorted, total } = sort;
  const amount = { done: sorted, total, text: `${sorted} of ${total} cards sorted` };
  if (sorted === 0) {
    return {
      ...row,
      status: 'not-started',
      amount,
      detail: 'Sort activity cards into like, not sure and not for me. About 5 minutes.',
      link: { to: paths.playgroundCanvas, label: 'Sort the cards' },
    };
  }
  return {
    ...row,
    status: 'in-progress',
    amount,
    detail: sort.canFinish
      ? 'Enough sorted to see your interest profile.'
      : 'Your place is saved in this browser.',
    link: { to: paths.playgroundCanvas, label: 'Carry on sorting' },
  };
}
