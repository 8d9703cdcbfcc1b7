import { useLingui } from '@lingui/react/macro';
import { useGetMeQuery } from '@pathwise/api';
import { useStartAuth } from '@pathwise/auth';
import { OnetAttribution, PageFrame } from '@pathwise/ui';
import { useState } from 'react';
import { CoinsSection } from './components/coins-section';
import { FavouritesSection } from './components/favourites-section';
import { HollandSection } from './components/holland-section';
import { NextStepCard } from './components/next-step-card';
import { PersonalitySection } from './components/personality-section';
import { PrintSummary, PrintedHeader } from './components/print-summary';
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
  const me = useGetMeQuery();
  // The profile's name until the person types another for the printout (null: untouched).
  const [typedName, setTypedName] = useState<string | null>(null);
  const printName = typedName ?? me.data?.displayName ?? '';

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
      intro={
        <span className="print:hidden">
          {t`Everything in one place: how far you've got, what your results say, the careers that fit you best and what to do next. Take it at your own pace.`}
        </span>
      }
      width="wide"
      // On paper the summary starts at the top of the sheet, to fit on one page.
      className="print:py-0"
    >
      <PrintedHeader name={printName.trim()} />
      {/* On paper, the summary: results and careers, not progress, saved careers or coins. */}
      <div className="print:hidden">
        <NextStepCard step={next} />
        <ProgressSection rows={rows} retry={retry} />
      </div>
      <div className="mt-6 grid grid-fit-80 gap-6 print:mt-0 print:grid-cols-[1.25fr_1fr_1fr] print:gap-3 print:text-sm">
        <PersonalitySection report={report} />
        <HollandSection interests={interests} />
        <SuggestionsSection suggestions={suggestions} payFloor={onboarding.answers.payFloor} />
        <div className="print:hidden">
          <FavouritesSection favourites={favourites} />
        </div>
        <div className="print:hidden">
          <CoinsSection coins={coins} />
        </div>
      </div>
      <PrintSummary name={printName} onName={setTypedName} />
      <OnetAttribution className="mt-10 print:mt-2" />
    </PageFrame>
  );
}
