import { Trans, useLingui } from '@lingui/react/macro';
import {
  readFailure,
  useGetEarlierPersonalityReportQuery,
  useGetPersonalityReportQuery,
  useGetReportAnswersQuery,
} from '@pathwise/api';
import { paths } from '@pathwise/routes';
import { ButtonLink, ErrorState, LoadingScreen } from '@pathwise/ui';
import { ReportPage } from './components/report-page';
import { useItemTexts } from './hooks/use-item-texts';
import { reportDate, reportHref } from './report-view';

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/**
 * The 120 answers one of the person's reports was scored from, in the test's order from question 1.
 * Read-only: answering again means taking the test again, which makes a new report.
 */
export function ReportAnswers({ reportId }: { reportId: string }) {
  const answers = useGetReportAnswersQuery(reportId);
  const report = useGetEarlierPersonalityReportQuery(reportId);
  const newest = useGetPersonalityReportQuery().data?.id === reportId;
  const { inventory, failed, retry } = useItemTexts();
  const { t, i18n } = useLingui();
  const page = i18n.locale;
  const taken = report.data ? reportDate(report.data.createdAt) : '';
  const title = taken ? t`Your answers from ${taken}` : t`Your answers`;
  const back = (
    <ButtonLink to={paths.personalityReport} variant="ghost">
      <Trans>Back to your newest report</Trans>
    </ButtonLink>
  );

  if (answers.isLoading || (!inventory && !failed && answers.data)) {
    return (
      <ReportPage title={title}>
        <LoadingScreen className="min-h-[30vh]" />
      </ReportPage>
    );
  }
  if (!answers.data || !inventory) {
    const code = (answers.error as { data?: { code?: unknown } } | undefined)?.data?.code;
    const missing = statusOf(answers.error) === 404 || statusOf(answers.error) === 400;
    return (
      <ReportPage title={title}>
        <ErrorState
          className="mt-8"
          title={
            code === 'answers_not_kept'
              ? t`The answers for this report were not kept`
              : missing
                ? t`We couldn't find that report`
                : t`Your answers didn't load`
          }
          cause={
            missing || answers.error === undefined ? undefined : readFailure(answers.error).words
          }
          message={
            code === 'answers_not_kept'
              ? t`This report was made before Pathwise kept the answers with each report. The report itself is safe.`
              : missing
                ? t`The link may be wrong, or the report belongs to another account.`
                : t`They are saved with your report and safe.`
          }
          onRetry={
            missing
              ? undefined
              : () => {
                  if (failed) retry();
                  void answers.refetch();
                }
          }
          retrying={answers.isFetching}
        />
        <div className="mt-4">{back}</div>
      </ReportPage>
    );
  }

  const given = new Map(answers.data.answers.map((answer) => [answer.itemId, answer.score]));
  const choice = new Map(inventory.choices.map((option) => [option.response, option.text]));
  const statements = inventory.items.length;
  return (
    <ReportPage title={title}>
      <p className="mt-4 text-lg text-muted-foreground">
        <Trans>
          The {statements} statements of the test, each with the answer you gave. They can&apos;t be
          changed: to answer again, take the test again. That makes a new report and keeps this one
          as it is.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <ButtonLink to={reportHref(paths.personalityReport, reportId, newest)} variant="secondary">
          <Trans>Back to this report</Trans>
        </ButtonLink>
        {!newest && back}
      </div>
      <ol
        className="mt-8 divide-y divide-border rounded-xl border border-border"
        lang={inventory.language}
      >
        {inventory.items.map((item) => {
          const score = given.get(item.id);
          const number = item.num;
          return (
            <li key={item.id} className="grid gap-1 p-4 sm:grid-cols-[3rem_1fr_14rem] sm:gap-4">
              <span className="font-semibold text-muted-foreground" aria-hidden="true">
                {item.num}.
              </span>
              <span>
                <span className="sr-only" lang={page}>
                  {t`Statement ${number}:`}{' '}
                </span>
                {item.text}
              </span>
              <span className="sm:text-end">
                <span className="text-sm text-muted-foreground sm:sr-only" lang={page}>
                  {t`Your answer:`}{' '}
                </span>
                <span className="font-semibold">
                  {score === undefined ? (
                    <span lang={page}>
                      <Trans>Not answered</Trans>
                    </span>
                  ) : (
                    choice.get(score as never)
                  )}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </ReportPage>
  );
}
