import { useGetSharedPersonalityReportQuery } from '@pathwise/api';
import { useReportViewed } from './hooks/use-report-viewed';
import { SHARE_ID_PATTERN } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { EmptyState, ErrorState, LoadingScreen, buttonClasses } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import { PrintButton } from './components/print-button';
import { ReportBody } from './components/report-body';
import { ReportPage } from './components/report-page';
import { isUnavailableShare } from './report-errors';
import { reportDate, sharedReportTitle } from './report-view';

const UNTITLED = 'A shared personality report';

function Unavailable() {
  return (
    <ReportPage title={UNTITLED}>
      <EmptyState
        className="mt-8"
        title="This report isn't shared any more, or the link is wrong"
        description="If someone sent you this link, you could ask them for a new one."
        action={
          <Link to={paths.personalityReport} className={buttonClasses({ variant: 'secondary' })}>
            Go to your own report
          </Link>
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
          title="This report didn't load"
          error={error}
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
      <p className="mt-4 text-lg text-muted-foreground">
        {name ? `${name} shared` : 'Someone shared'} this report with you
        {taken ? `, from a test finished on ${taken}` : ''}. It shows how they described themselves
        when they took the test.
      </p>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <PrintButton />
        <Link to={paths.personalityReport} className={buttonClasses({ variant: 'ghost' })}>
          See your own report
        </Link>
      </div>
      <ReportBody report={report} perspective="shared" />
    </ReportPage>
  );
}
