import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure, useGetSharedPersonalityReportQuery } from '@pathwise/api';
import { useReportViewed } from './hooks/use-report-viewed';
import { SHARE_ID_PATTERN } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { ButtonLink, EmptyState, ErrorState, LoadingScreen } from '@pathwise/ui';
import { PrintButton } from './components/print-button';
import { PrintedFor } from './components/printed-for';
import { ReportBody } from './components/report-body';
import { ReportPage } from './components/report-page';
import { isUnavailableShare } from './report-errors';
import { reportDate, sharedReportTitle } from './report-view';

function Unavailable() {
  const { t } = useLingui();
  return (
    <ReportPage title={sharedReportTitle(null)}>
      <EmptyState
        className="mt-8"
        title={t`This report isn't shared any more, or the link is wrong`}
        description={t`If someone sent you this link, you could ask them for a new one.`}
        action={
          <ButtonLink to={paths.personalityReport} variant="secondary">
            <Trans>Go to your own report</Trans>
          </ButtonLink>
        }
      />
    </ReportPage>
  );
}

/** A report someone shared by link: read-only, with no sharing or retake controls. */
export function SharedReport({ shareId }: { shareId: string }) {
  const valid = SHARE_ID_PATTERN.test(shareId);
  const {
    data: report,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetSharedPersonalityReportQuery(shareId, { skip: !valid });
  useReportViewed(report?.id, true);
  const { t } = useLingui();
  const UNTITLED = sharedReportTitle(null);

  if (!valid) return <Unavailable />;

  if (isLoading) {
    return (
      <ReportPage title={UNTITLED}>
        <LoadingScreen className="min-h-[30vh]" />
      </ReportPage>
    );
  }

  // null: nothing is shared at this link, which the API says without an error.
  if (report === null || isUnavailableShare(error)) return <Unavailable />;
  if (!report) {
    return (
      <ReportPage title={UNTITLED}>
        <ErrorState
          className="mt-8"
          title={t`This report didn't load`}
          cause={error === undefined ? undefined : readFailure(error).words}
          message={null}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </ReportPage>
    );
  }

  const taken = reportDate(report.createdAt);
  const name = report.ownerName?.trim();
  return (
    <ReportPage title={sharedReportTitle(report.ownerName)}>
      <PrintedFor name={name} taken={taken} />
      <p className="mt-4 text-lg text-muted-foreground">
        {name ? (
          taken ? (
            <Trans>
              {name} shared this report with you, from a test finished on {taken}.
            </Trans>
          ) : (
            <Trans>{name} shared this report with you.</Trans>
          )
        ) : taken ? (
          <Trans>Someone shared this report with you, from a test finished on {taken}.</Trans>
        ) : (
          <Trans>Someone shared this report with you.</Trans>
        )}{' '}
        <Trans>It shows how they described themselves when they took the test.</Trans>
      </p>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <PrintButton />
        <ButtonLink to={paths.personalityReport} variant="ghost">
          <Trans>See your own report</Trans>
        </ButtonLink>
      </div>
      <ReportBody report={report} perspective="shared" />
    </ReportPage>
  );
}
