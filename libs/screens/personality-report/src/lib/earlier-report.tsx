import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure, useGetEarlierPersonalityReportQuery } from '@pathwise/api';
import { paths } from '@pathwise/routes';
import { ButtonLink, ErrorState, LoadingScreen } from '@pathwise/ui';
import { PrintButton } from './components/print-button';
import { PrintedForMe } from './components/printed-for';
import { ReportBody } from './components/report-body';
import { ReportActions } from './components/report-actions';
import { ReportPage } from './components/report-page';
import { ShareSection } from './components/share-section';
import { reportDate } from './report-view';

/** One of the person's own earlier reports, read-only, with the way back to the newest. */
export function EarlierReport({ reportId }: { reportId: string }) {
  const {
    data: report,
    isLoading,
    isFetching,
    refetch,
    error,
  } = useGetEarlierPersonalityReportQuery(reportId);
  const { t } = useLingui();
  const back = (
    <ButtonLink to={paths.personalityReport} variant="ghost">
      <Trans>Back to your newest report</Trans>
    </ButtonLink>
  );

  if (isLoading) {
    return (
      <ReportPage title={t`An earlier report`}>
        <LoadingScreen className="min-h-[30vh]" />
      </ReportPage>
    );
  }
  if (!report) {
    const missing =
      (error as { status?: unknown } | undefined)?.status === 404 ||
      (error as { status?: unknown } | undefined)?.status === 400;
    return (
      <ReportPage title={t`An earlier report`}>
        <ErrorState
          className="mt-8"
          title={missing ? t`We couldn't find that report` : t`That report didn't load`}
          cause={missing || error === undefined ? undefined : readFailure(error).words}
          message={
            missing
              ? t`The link may be wrong, or the report belongs to another account.`
              : t`The report is saved and safe.`
          }
          onRetry={missing ? undefined : () => void refetch()}
          retrying={isFetching}
        />
        <div className="mt-4">{back}</div>
      </ReportPage>
    );
  }
  const taken = reportDate(report.createdAt);
  return (
    <ReportPage title={taken ? t`Your report from ${taken}` : t`An earlier report`}>
      <PrintedForMe taken={taken} />
      <p className="mt-4 text-lg text-muted-foreground">
        <Trans>
          How you described yourself in an earlier test. Your newest report is the one Pathwise uses
          for career ideas.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <PrintButton />
        {back}
      </div>
      <ReportBody report={report} perspective="own" />
      <ShareSection key={report.id} reportId={report.id} shareId={report.shareId} />
      <ReportActions reportId={report.id} taken={taken} hasAnswers={report.hasAnswers} />
    </ReportPage>
  );
}
