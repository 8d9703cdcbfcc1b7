import { Trans, useLingui } from '@lingui/react/macro';
import { useGetPersonalityReportQuery } from '@pathwise/api';
import { paths } from '@pathwise/routes';
import { ButtonLink, dayInWords, TitledSection } from '@pathwise/ui';

/**
 * For someone signed in who already has a report: says so before they start again, and leads to
 * it. A new test makes a new report; the earlier one is kept.
 */
export function ExistingReport({ signedIn }: { signedIn: boolean }) {
  const { data: report } = useGetPersonalityReportQuery(undefined, { skip: !signedIn });
  const { t } = useLingui();
  if (!report) return null;
  const day = dayInWords(report.createdAt);
  return (
    <TitledSection
      headingId="existing-report"
      title={<Trans>You already have a report</Trans>}
      size="md"
      className="space-y-3 rounded-2xl border border-border bg-surface p-5 text-surface-foreground"
    >
      <p>
        {day && <>{t`You finished the test on ${day}.`} </>}
        <Trans>
          Taking it again starts a fresh set of answers and makes a new report; the earlier one
          stays in your account, with its answers.
        </Trans>
      </p>
      <ButtonLink to={paths.personalityReport} variant="secondary">
        <Trans>See your report</Trans>
      </ButtonLink>
    </TitledSection>
  );
}
