import { plural, t } from '@lingui/core/macro';
import { ONBOARDING_QUESTION_IDS } from '@pathwise/contract';
import { type StoredOnboardingAnswers } from '@pathwise/progress';
import { countAnsweredQuestions } from '@pathwise/onboarding-questions';
import { paths } from '@pathwise/routes';
import { dayInWords } from '@pathwise/ui';
import type { LoadStatus } from './load-status';
import { MINUTES_TO_TAKE } from '@pathwise/assessment/time-to-take';

// Named, so translators see what each number is.
const testMinutes = MINUTES_TO_TAKE.personalityTest;
const questionsMinutes = MINUTES_TO_TAKE.questionsAboutYou;
const sortMinutes = MINUTES_TO_TAKE.cardSort;

export type ProgressStatus = 'loading' | 'error' | 'done' | 'in-progress' | 'not-started';

/**
 * One of the three things a person can work through, and how far along they are, worded in the
 * language active when it was made.
 */
export type ProgressRow = {
  id: 'personality' | 'onboarding' | 'playground';
  title: string;
  /** What a retry loads, ending "Try again to load …": "your personality test progress". */
  retryWhat: string;
  status: ProgressStatus;
  /** How much is done, for the bar: absent while loading or when it failed. */
  amount?: { done: number; total: number; text: string };
  /** Where they are, in plain words. */
  detail: string;
  link?: { to: string; label: string };
};

const waiting = (
  row: Pick<ProgressRow, 'id' | 'title' | 'retryWhat'>,
  status: 'loading' | 'error',
) => ({
  ...row,
  status,
  detail:
    status === 'loading'
      ? t`Checking your progress…`
      : t`We couldn't check your progress here just now. Nothing you've done is lost.`,
});

export function personalityProgress(
  report: { status: LoadStatus; createdAt?: string },
  answers: { status: LoadStatus; answered: number; total: number },
): ProgressRow {
  const row = {
    id: 'personality',
    title: t`Personality test`,
    retryWhat: t`your personality test progress`,
  } as const;
  if (report.status === 'ready') {
    const day = report.createdAt ? dayInWords(report.createdAt) : null;
    return {
      ...row,
      status: 'done',
      amount: { done: 1, total: 1, text: t`Finished` },
      detail: day
        ? t`Finished on ${day}. Your report is ready.`
        : t`Finished. Your report is ready.`,
      link: { to: paths.personalityReport, label: t`Read your report` },
    };
  }
  if (report.status !== 'none') return waiting(row, report.status);
  if (answers.status !== 'ready')
    return waiting(row, answers.status === 'error' ? 'error' : 'loading');
  const { answered, total } = answers;
  const amount = {
    done: answered,
    total,
    text: plural(total, {
      one: `${answered} of # statement answered`,
      other: `${answered} of # statements answered`,
    }),
  };
  if (answered === 0) {
    return {
      ...row,
      status: 'not-started',
      amount,
      detail: plural(total, {
        one: `# short statement about you. Most people take about ${testMinutes} minutes.`,
        other: `# short statements about you. Most people take about ${testMinutes} minutes.`,
      }),
      link: { to: paths.personalityTest, label: t`Take the personality test` },
    };
  }
  return {
    ...row,
    status: 'in-progress',
    amount,
    detail:
      answered >= total
        ? t`Every statement answered: one more step and your report is ready.`
        : t`Your answers are saved, so you can carry on whenever suits you.`,
    link: {
      to: paths.personalityTest,
      label: answered >= total ? t`Finish the test` : t`Carry on with the test`,
    },
  };
}

export function onboardingProgress(onboarding: {
  status: 'loading' | 'ready' | 'error';
  answers: StoredOnboardingAnswers;
}): ProgressRow {
  const row = {
    id: 'onboarding',
    title: t`Questions about you`,
    retryWhat: t`your questions about you progress`,
  } as const;
  if (onboarding.status !== 'ready') return waiting(row, onboarding.status);
  const total = ONBOARDING_QUESTION_IDS.length;
  const answered = countAnsweredQuestions(onboarding.answers);
  if (onboarding.answers.completed) {
    return {
      ...row,
      status: 'done',
      amount: { done: 1, total: 1, text: t`Finished` },
      detail: t`Done. You can change your answers at any time.`,
      link: { to: paths.onboardingData, label: t`See your answers` },
    };
  }
  const amount = {
    done: answered,
    total,
    text: plural(total, {
      one: `${answered} of # question answered`,
      other: `${answered} of # questions answered`,
    }),
  };
  return answered === 0
    ? {
        ...row,
        status: 'not-started',
        amount,
        detail: plural(total, {
          one: `# quick question, optional. About ${questionsMinutes} minutes.`,
          other: `# quick questions, all optional. About ${questionsMinutes} minutes.`,
        }),
        link: { to: paths.onboarding, label: t`Answer the questions` },
      }
    : {
        ...row,
        status: 'in-progress',
        amount,
        detail: t`Your answers are saved. Skip any question you like.`,
        link: { to: paths.onboarding, label: t`Carry on with the questions` },
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
  const row = {
    id: 'playground',
    title: t`Career playground`,
    retryWhat: t`your career playground progress`,
  } as const;
  if (result.status === 'ready' && result.hollandCode !== null) {
    const hollandCode = result.hollandCode;
    return {
      ...row,
      status: 'done',
      amount: { done: 1, total: 1, text: t`Finished` },
      detail: t`Done: your Holland code is ${hollandCode}.`,
      link: { to: paths.playgroundResult, label: t`See your interest profile` },
    };
  }
  if (result.status === 'loading' || result.status === 'error') return waiting(row, result.status);
  if (sort.status !== 'ready') return waiting(row, sort.status);
  const { sorted, total } = sort;
  const amount = {
    done: sorted,
    total,
    text: plural(total, {
      one: `${sorted} of # card sorted`,
      other: `${sorted} of # cards sorted`,
    }),
  };
  if (sorted === 0) {
    return {
      ...row,
      status: 'not-started',
      amount,
      detail: t`Sort activity cards into like, not sure and not for me. About ${sortMinutes} minutes.`,
      link: { to: paths.playgroundCanvas, label: t`Sort the cards` },
    };
  }
  return {
    ...row,
    status: 'in-progress',
    amount,
    detail: sort.canFinish
      ? t`Enough sorted to see your interest profile.`
      : t`Your place is saved in this browser.`,
    link: { to: paths.playgroundCanvas, label: t`Carry on sorting` },
  };
}
