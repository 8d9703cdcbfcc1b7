import {
  useGetInterestAnswersQuery,
  useGetInterestResultQuery,
  useGetOnboardingQuery,
  useGetPersonalityAnswersQuery,
  useGetPersonalityReportQuery,
} from '@pathwise/api';
import { selectSessionStatus } from '@pathwise/auth';
import { countAnsweredQuestions } from '@pathwise/onboarding-questions';
import { AppStoreProvider, useAppSelector } from '@pathwise/store';
import { useState } from 'react';
import { readBrowserProgress } from '../browser-progress';
import { type Progress, continueView, mergeProgress } from '../progress';
import { CardPlaceholder } from './card-placeholder';
import { ContinueCard } from './continue-card';

/**
 * The account's progress once someone is recognised; null while it loads. A request that fails
 * counts as nothing done, so the card still offers a way on (no report or result yet is null).
 */
function useAccountProgress(signedIn: boolean): Progress | null {
  const options = { skip: !signedIn };
  const report = useGetPersonalityReportQuery(undefined, options);
  const answers = useGetPersonalityAnswersQuery(undefined, options);
  const result = useGetInterestResultQuery(undefined, options);
  const ratings = useGetInterestAnswersQuery(undefined, options);
  const onboarding = useGetOnboardingQuery(undefined, options);
  if (!signedIn || [report, answers, result, ratings, onboarding].some((query) => query.isLoading))
    return null;
  return {
    personality: {
      answered: answers.data?.answers.length ?? 0,
      reportReady: Boolean(report.data),
    },
    interests: {
      sorted: ratings.data?.ratings.length ?? 0,
      hollandCode: result.data?.hollandCode ?? null,
    },
    aboutYou: {
      answered: onboarding.data ? countAnsweredQuestions(onboarding.data.answers) : 0,
      completed: onboarding.data?.answers.completed ?? false,
    },
  };
}

function AccountProgress() {
  const status = useAppSelector(selectSessionStatus);
  const [browser] = useState(() => readBrowserProgress());
  const account = useAccountProgress(status === 'signedIn');
  // Signed out since the last visit: this browser's progress is all there is.
  if (status === 'signedOut') return <ContinueCard view={continueView(browser, false)} />;
  if (!account) return <CardPlaceholder />;
  return <ContinueCard view={continueView(mergeProgress(account, browser), true)} />;
}

/**
 * The card for someone who signed in on this browser before. It brings the store and the API
 * client, so it loads only for them, once the page is idle.
 */
export default function AccountContinue() {
  return (
    <AppStoreProvider>
      <AccountProgress />
    </AppStoreProvider>
  );
}
