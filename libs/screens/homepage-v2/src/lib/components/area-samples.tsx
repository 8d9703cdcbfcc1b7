import { Trans, useLingui } from '@lingui/react/macro';
import type { RiasecArea } from '@pathwise/assessment';
import { useSearchCareersQuery } from '@pathwise/api';
import { careerDetailsHref } from '@pathwise/routes';
import { Button, Heading } from '@pathwise/ui';
import { AreaBadge } from '@pathwise/ui/identity';
import { Link } from 'react-router-dom';
import { areaDescription, areaName } from '@pathwise/career-words';
import { explorerAreaHref } from '../explorer-href';

/** How many example careers each area shows. */
export const SAMPLES_PER_AREA = 3;

/** One interest area: what it means, a few careers from it, and the way to all of them. */
export function AreaSamples({ area }: { area: RiasecArea }) {
  const { t } = useLingui();
  const name = areaName(area);
  const description = areaDescription(area);
  const careers = useSearchCareersQuery({ area, limit: SAMPLES_PER_AREA });
  const items = careers.data?.items ?? [];

  return (
    <li className="flex flex-col rounded-2xl border border-border bg-surface p-5 text-surface-foreground">
      <Heading className="flex items-center gap-2">
        <AreaBadge area={area} size="sm" />
        {name}
      </Heading>
      <p className="selectable mt-1 text-sm text-muted-foreground">{description}</p>
      {/* Room for three titles even when one wraps, so nothing below moves when they arrive. */}
      <div className="mt-3 min-h-28">
        {careers.isLoading ? (
          <>
            <p className="sr-only">
              <Trans>Loading {name} careers…</Trans>
            </p>
            <div aria-hidden="true" className="space-y-2 motion-safe:animate-pulse">
              {Array.from({ length: SAMPLES_PER_AREA }, (_, index) => (
                <div key={index} className="h-5 w-3/4 rounded bg-muted" />
              ))}
            </div>
          </>
        ) : careers.isError && !careers.data ? (
          <div className="text-sm">
            <p>
              <Trans>These examples could not load.</Trans>
            </p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              aria-label={t`Try again: ${name} careers`}
              onClick={() => void careers.refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No examples to show here yet.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Example ${name} careers`}>
            {items.map((career) => (
              <li key={career.code}>
                <Link
                  to={`${careerDetailsHref(career.code)}&from=explorer`}
                  className="inline-flex min-h-11 items-center text-primary underline underline-offset-2 hover:no-underline"
                >
                  {career.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link
        to={explorerAreaHref(area)}
        className="mt-1 inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-2 hover:no-underline"
      >
        <Trans>All {name} careers</Trans>
      </Link>
    </li>
  );
}
