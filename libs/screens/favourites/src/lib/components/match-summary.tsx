import { Trans } from '@lingui/react/macro';
import type { FitFloors } from '@pathwise/assessment';
import { fitBandsNote } from '@pathwise/career-words';
import { paths } from '@pathwise/routes';
import { Button, ButtonLink } from '@pathwise/ui';
import type { MatchContext } from '../match-wording';
import { MINUTES_TO_TAKE } from '@pathwise/assessment/time-to-take';

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
  const sortMinutes = MINUTES_TO_TAKE.cardSort;
  if (context.status === 'error' && !context.person)
    return (
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <p>
          <Trans>
            We couldn&apos;t load your interest results just now, so matches are missing.
          </Trans>
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  if (!context.person && !context.fits)
    return (
      <div className="mt-6 rounded-xl border border-border p-4">
        <p>
          <Trans>
            You don&apos;t have an interest profile yet, so we can&apos;t say how well these careers
            fit you. Sorting activity cards into likes and dislikes takes about {sortMinutes}{' '}
            minutes.
          </Trans>
        </p>
        <ButtonLink to={paths.playgroundCanvas} variant="secondary" size="sm" className="mt-3">
          <Trans>Sort activity cards</Trans>
        </ButtonLink>
      </div>
    );
  return (
    <p className="mt-6 max-w-3xl text-muted-foreground">
      {context.fits && fitFloors && ![...context.fits.values()].some((fit) => fit.estimate) ? (
        <>
          <Trans>
            Each fit is the same as in your list of careers that fit you: your interests and the
            work values you picked, compared with the career&apos;s.
          </Trans>{' '}
          {fitBandsNote(fitFloors)}
        </>
      ) : context.fits && context.fits.size > 0 ? (
        <Trans>
          Each fit is a rough guess from your personality, the same as in your list of careers that
          fit you; sorting the interest cards makes it firmer.
        </Trans>
      ) : (
        <Trans>
          We compare your strongest interest areas with each career&apos;s. It&apos;s a rough guide,
          not a verdict.
        </Trans>
      )}
    </p>
  );
}
