import { useLingui } from '@lingui/react/macro';
import { useStartAuth } from '@pathwise/auth';
import { OnetAttribution, PageFrame } from '@pathwise/ui';
import { CoinsSection } from './components/coins-section';
import { FavouritesSection } from './components/favourites-section';
import { HollandSection } from './components/holland-section';
import { NextStepCard } from './components/next-step-card';
import { PersonalitySection } from './components/personality-section';
import { ProgressSection } from './components/progress-section';
import { SuggestionsSection } from './components/suggestions-section';
import { useDashboardData } from './hooks/use-dashboard-data';
import { nextBestStep } from './next-step';
import { onboardingProgress, personalityProgress, playgroundProgress } from './progress-view';

/** /dashboard (signed in): progress, results, careers and coins, and one clear next step. */
export function DashboardScreen() {
  const { t } = useLingui();
  useStartAuth({ immediate: false });
  const { report, answers, suggestions, coins, onboarding, sort, interests, favourites } =
    useDashboardData();

  const answered = answers.data?.answers.length ?? 0;
  const rows = [
    personalityProgress(
      { status: report.status, createdAt: report.data?.createdAt },
      { status: answers.status, answered, total: answers.data?.total ?? 0 },
    ),
    onboardingProgress(onboarding),
    playgroundProgress(
      { status: interests.status, hollandCode: interests.result?.hollandCode ?? null },
      sort,
    ),
  ];
  const next = nextBestStep({
    // A sort in progress is only known once the deck has loaded.
    interests:
      interests.status === 'none' && sort.status === 'loading' ? 'loading' : interests.status,
    cardsSorted: sort.sorted,
    personality: report.status,
    personalityAnswered:
      answers.status === 'ready' ? answered : answers.status === 'error' ? 0 : null,
    onboarding:
      onboarding.status === 'ready'
        ? onboarding.answers.completed
          ? 'done'
          : 'not-done'
        : onboarding.status,
    favourites: favourites.status === 'ready' ? favourites.saved.length : favourites.status,
  });

  // A progress row shows whichever of its two requests failed; try that one again.
  const retry = {
    personality: () => (report.status === 'error' ? report.retry() : answers.retry()),
    onboarding: onboarding.retry,
    playground: () => (interests.status === 'error' ? interests.retry() : sort.retry()),
  };

  return (
    <PageFrame
      title={t`Your dashboard`}
      intro={t`Everything in one place: how far you've got, what your results say, the careers that fit you best and what to do next. Take it at your own pace.`}
      width="wide"
    >
      <NextStepCard step={next} />
      <ProgressSection rows={rows} retry={retry} />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <PersonalitySection report={report} />
        <HollandSection interests={interests} />
        <SuggestionsSection suggestions={suggestions} payFloor={onboarding.answers.payFloor} />
        <FavouritesSection favourites={favourites} />
        <CoinsSection coins={coins} />
      </div>
      <OnetAttribution className="mt-10" />
    </PageFrame>
  );
}
