import { cn } from '../cn';

/**
 * The citation BLS asks for wherever its figures appear, naming the releases the catalogue holds;
 * nothing when it holds no BLS figures.
 */
export function BlsCredit({
  sources,
  subject = 'Pay and growth',
  className,
}: {
  sources: { pay: string | null; outlook: string | null } | undefined;
  /** What the cited figures are. */
  subject?: string;
  className?: string;
}) {
  if (!sources?.pay && !sources?.outlook) return null;
  return (
    <p className={cn('selectable text-xs text-muted-foreground', className)}>
      {subject}: U.S. Bureau of Labor Statistics
      {sources.pay && (
        <>
          , Occupational Employment and Wage Statistics, {sources.pay} (
          <a className="underline" href="https://www.bls.gov/oes/">
            bls.gov/oes
          </a>
          )
        </>
      )}
      {sources.outlook && (
        <>
          {sources.pay ? ';' : ','} Employment Projections {sources.outlook} (
          <a className="underline" href="https://www.bls.gov/emp/">
            bls.gov/emp
          </a>
          )
        </>
      )}
      . Figures are for the United States.
    </p>
  );
}
