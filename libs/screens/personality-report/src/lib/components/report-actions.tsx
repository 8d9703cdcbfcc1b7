import { Trans, useLingui } from '@lingui/react/macro';
import { useDeletePersonalityReportMutation } from '@pathwise/api';
import { paths } from '@pathwise/routes';
import { ButtonLink, Card, ConfirmAction, TitledSection, useToast } from '@pathwise/ui';
import { useNavigate } from 'react-router-dom';
import { reportAnswersHref } from '../report-view';

export type ReportActionsProps = {
  reportId: string;
  /** The day it was made, in words, to name it in the confirmation. */
  taken: string;
  hasAnswers: boolean;
};

/** Reading back the answers a report came from, and deleting the report. */
export function ReportActions({ reportId, taken, hasAnswers }: ReportActionsProps) {
  const [remove, removal] = useDeletePersonalityReportMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useLingui();

  const confirm = async () => {
    const result = await remove(reportId);
    if ('error' in result)
      return t`We couldn't delete the report just now, so it is unchanged. Please try again.`;
    toast({
      title: t`Report deleted`,
      description: t`Its answers and any share link went with it.`,
    });
    void navigate(paths.personalityReport);
    return null;
  };

  return (
    <TitledSection title={t`Your answers and this report`} className="mt-10 print:hidden">
      <Card className="mt-4 space-y-4">
        <p>
          {hasAnswers ? (
            <Trans>
              Pathwise keeps the 120 answers this report was worked out from. They are yours: read
              them back, or download everything in your profile.
            </Trans>
          ) : (
            <Trans>
              This report was made before Pathwise kept the answers with each report, so only the
              report itself is saved.
            </Trans>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {hasAnswers && (
            <ButtonLink
              to={reportAnswersHref(paths.personalityReport, reportId)}
              variant="secondary"
            >
              <Trans>Review my answers</Trans>
            </ButtonLink>
          )}
          <ConfirmAction
            trigger={<Trans>Delete this report…</Trans>}
            triggerProps={{ className: 'text-danger' }}
            title={t`Delete this report?`}
            description={
              taken
                ? t`This deletes your report from ${taken} and the answers it came from, and ends its share link if it has one. Your other reports stay. It can't be undone.`
                : t`This deletes this report and the answers it came from, and ends its share link if it has one. Your other reports stay. It can't be undone.`
            }
            keepLabel={t`Keep it`}
            confirmLabel={t`Delete the report`}
            pendingLabel={t`Deleting…`}
            pending={removal.isLoading}
            act={confirm}
          />
        </div>
      </Card>
    </TitledSection>
  );
}
