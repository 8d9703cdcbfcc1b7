import { useGetPersonalityReportQuery } from '@pathwise/api';
import { paths } from '@pathwise/routes';
import { buttonClasses, dayInWords } from '@pathwise/ui';
import { Link } from 'react-router-dom';

/**
 * For someone signed in who already has a report: says so before they start again, and leads to
 * it. A new test makes a new report; the earlier one is kept.
 */
export function ExistingReport({ signedIn }: { signedIn: boolean }) {
  const { data: report } = useGetPersonalityReportQuery(undefined, { skip: !signedIn });
  if (!report) return null;
  const day = dayInWords(report.createdAt);
  return (
    <section
      aria-labelledby="existing-report"
      className="space-y-3 rounded-2xl border border-border bg-surface p-5 text-surface-foreground"
    >
      <h2 id="existing-report" className="text-xl font-semibold">
        You already have a report
      </h2>
      <p>
        {day ? `You finished the test on ${day}. ` : ''}Taking it again starts a fresh set of
        answers and makes a new report; the earlier one stays in your account, with its answers.
      </p>
      <Link to={paths.personalityReport} className={buttonClasses({ variant: 'secondary' })}>
        See your report
      </Link>
    </section>
  );
}
