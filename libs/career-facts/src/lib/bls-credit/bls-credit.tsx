import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@pathwise/i18n';
import { cn } from '@pathwise/ui';

/**
 * The citation BLS asks for wherever its figures appear, naming the releases the catalogue holds;
 * nothing when it holds no BLS figures.
 */
export function BlsCredit({
  sources,
  subject,
  className,
}: {
  sources: { pay: string | null; outlook: string | null } | undefined;
  /** What the cited figures are ("Pay and growth" unless said). */
  subject?: string;
  className?: string;
}) {
  const { t } = useLingui();
  const pay = sources?.pay && releaseMonth(sources.pay);
  const outlook = sources?.outlook;
  if (!pay && !outlook) return null;
  const cited = subject ?? t`Pay and growth`;
  return (
    <p className={cn('selectable text-xs text-muted-foreground', className)}>
      {pay && outlook ? (
        <Trans>
          {cited}: U.S. Bureau of Labor Statistics,{' '}
          <cite lang="en">Occupational Employment and Wage Statistics</cite>, {pay} (
          <a className="underline" href="https://www.bls.gov/oes/">
            bls.gov/oes
          </a>
          ); <cite lang="en">Employment Projections</cite> {outlook} (
          <a className="underline" href="https://www.bls.gov/emp/">
            bls.gov/emp
          </a>
          ). Figures are for the United States.
        </Trans>
      ) : pay ? (
        <Trans>
          {cited}: U.S. Bureau of Labor Statistics,{' '}
          <cite lang="en">Occupational Employment and Wage Statistics</cite>, {pay} (
          <a className="underline" href="https://www.bls.gov/oes/">
            bls.gov/oes
          </a>
          ). Figures are for the United States.
        </Trans>
      ) : (
        <Trans>
          {cited}: U.S. Bureau of Labor Statistics, <cite lang="en">Employment Projections</cite>{' '}
          {outlook} (
          <a className="underline" href="https://www.bls.gov/emp/">
            bls.gov/emp
          </a>
          ). Figures are for the United States.
        </Trans>
      )}
    </p>
  );
}

/** A release named by its month ("May 2025", as the catalogue keeps it), in the reader's words. */
function releaseMonth(release: string): string {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(release);
  const month = match && new Date(`${match[1]} 1, ${match[2]}`);
  return month && !Number.isNaN(month.getTime())
    ? formatDate(month, { month: 'long', year: 'numeric' })
    : release;
}
