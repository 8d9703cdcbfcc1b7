import { Trans, useLingui } from '@lingui/react/macro';
import { MINUTES_TO_TAKE, TEST_STATEMENTS } from '@pathwise/assessment/time-to-take';
import { readFailure, useGetPersonalityReportQuery } from '@pathwise/api';
import { useReportViewed } from './hooks/use-report-viewed';
import { paths } from '@pathwise/routes';
import { ButtonLink, EmptyState, ErrorState, LoadingScreen } from '@pathwise/ui';
import { CareerSection } from './components/career-section';
import { HistorySection } from './components/history-section';
import { PrintButton } from './components/print-button';
import { PrintedForMe } from './components/printed-for';
import { ReportBody } from './components/report-body';
import { ReportPage } from './components/report-page';
import { ReportActions } from './components/report-actions';
import { RetakeSection } from './components/retake-section';
import { ShareSection } from './components/share-section';
import { reportDate } from './report-view';

/** The signed-in person's newest report, with sharing, career ideas and a way to start again. */
export function OwnReport() {
  const { data: report, error, isLoading, isFetching, refetch } = useGetPersonalityReportQuery();
  useReportViewed(report?.id, false);
  const { t } = useLingui();
  const TITLE = t`Your personality report`;

  if (isLoading) {
    return (
      <ReportPage title={TITLE}>
        <LoadingScreen className="min-h-[30vh]" />
      </ReportPage>
    );
  }

  if (!report) {
    // null: the API says there is no report yet, which is not an error.
    if (report === null) {
      const statements = TEST_STATEMENTS;
      const minutes = MINUTES_TO_TAKE.personalityTest;
      return (
        <ReportPage title={TITLE}>
          <EmptyState
            className="mt-8"
            title={t`You don't have a personality report yet`}
            description={t`Take the personality test: ${statements} short statements, which take most people about ${minutes} minutes. Your report will be here when you finish.`}
            action={
              <ButtonLink to={paths.personalityTest} size="lg">
                <Trans>Take the personality test</Trans>
              </ButtonLink>
            }
          />
        </ReportPage>
      );
    }
    return (
      <ReportPage title={TITLE}>
        <ErrorState
          className="mt-8"
          title={t`Your report didn't load`}
          cause={error === undefined ? undefined : readFailure(error).words}
          message={t`Your report is saved and safe.`}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </ReportPage>
    );
  }

  const taken = reportDate(report.createdAt);
  return (
    <ReportPage title={TITLE}>
      <PrintedForMe taken={taken} />
      <p className="mt-4 text-lg text-muted-foreground">
        {taken ? (
          <Trans>
            How you described yourself in the test you finished on {taken}: five broad traits and
            the thirty facets within them, compared with other people who took the same test.
          </Trans>
        ) : (
          <Trans>
            How you described yourself: five broad traits and the thirty facets within them,
            compared with other people who took the same test.
          </Trans>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <PrintButton />
      </div>
      <ReportBody report={report} perspective="own" />
      <CareerSection />
      <ShareSection key={report.id} reportId={report.id} shareId={report.shareId} />
      <ReportActions reportId={report.id} taken={taken} hasAnswers={report.hasAnswers} />
      <HistorySection currentId={report.id} />
      <RetakeSection />
    </ReportPage>
  );
}
