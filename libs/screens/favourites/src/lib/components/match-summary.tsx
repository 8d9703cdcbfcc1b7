import { type FitFloors, fitBandsNote } from '@pathwise/assessment';
import { paths } from '@pathwise/routes';
import { Button, buttonClasses } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import type { MatchContext } from '../match-wording';

/** What the match beside each career means, or what's needed before there can be one. */
export function MatchSummary({
  context,
  fitFloors,
  onRetry,
}: {
  context: MatchContext;
  fitFloors: FitFloors | null;
  onRetry: () => void;
}) {
  if (context.status === 'loading') return null;
  if (context.status === 'error' && !context.person)
    return (
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <p>We couldn&apos;t load your interest results just now, so matches are missing.</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  if (!context.person && !context.fits)
    return (
      <div className="mt-6 rounded-xl border border-border p-4">
        <p>
          You don&apos;t have an interest profile yet, so we can&apos;t say how well these careers
          fit you. Sorting activity cards into likes and dislikes takes about ten minutes.
        </p>
        <Link
          to={paths.playgroundCanvas}
          className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} mt-3`}
        >
          Sort activity cards
        </Link>
      </div>
    );
  return (
    <p className="mt-6 max-w-3xl text-muted-foreground">
      {context.fits && fitFloors && ![...context.fits.values()].some((fit) => fit.estimate)
        ? `Each fit is the same as in your list of careers that fit you: your interests and the work values you picked, compared with the career's. ${fitBandsNote(fitFloors)}`
        : context.fits && context.fits.size > 0
          ? 'Each fit is a rough guess from your personality, the same as in your list of careers that fit you; sorting the interest cards makes it firmer.'
          : "We compare your strongest interest areas with each career's. It's a rough guide, not a verdict."}
    </p>
  );
}
