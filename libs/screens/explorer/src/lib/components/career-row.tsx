import { Trans, useLingui } from '@lingui/react/macro';
import { listFigures } from '@pathwise/career-words';
import { careerDetailsHref } from '@pathwise/routes';
import { AreaTags } from '@pathwise/ui/identity';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { interestAreas, jobZoneLabel } from '../career-labels';
import type { CareerRow as Career } from '../hooks/use-career-pages';

/** One career: its title (a link to its details), the name the search matched, zone and interests. */
export const CareerRow = memo(function CareerRow({
  career,
  allGrowthPercent,
}: {
  career: Career;
  /** All jobs' growth over the decade, to word this career's against. */
  allGrowthPercent: number | null;
}) {
  const { t } = useLingui();
  const { matchedTitle } = career;
  const areas = interestAreas(career.highPoints);
  const figures = listFigures(career, allGrowthPercent);
  return (
    <div className="border-b border-border py-3">
      <Link
        to={`${careerDetailsHref(career.code)}&from=explorer`}
        // 44 px high for a finger, in the room of its line (the rows keep their measured height).
        className="-my-2 inline-block py-2 text-lg font-semibold text-primary underline-offset-2 hover:underline focus-visible:underline"
      >
        {career.title}
      </Link>
      {matchedTitle && (
        <p className="text-sm">
          <Trans>
            Also called <span className="font-medium">{matchedTitle}</span>
          </Trans>
        </p>
      )}
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>{jobZoneLabel(career.jobZone)}</span>
        {areas.length > 0 ? (
          <AreaTags label={t`Interests:`} showLabel areas={areas} />
        ) : (
          <span>
            <Trans>Interests not rated</Trans>
          </span>
        )}
        {career.catchAll && (
          <span>
            <Trans>A catch-all for jobs O*NET doesn&apos;t list separately</Trans>
          </span>
        )}
      </div>
      {figures.length > 0 && (
        <p className="mt-0.5 flex flex-wrap gap-x-4 text-sm">
          {figures.map((figure) => (
            <span key={figure}>{figure}</span>
          ))}
        </p>
      )}
    </div>
  );
});

/** A row whose page is still on its way. */
export function PlaceholderRow() {
  return (
    <div className="border-b border-border py-3">
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
      <div aria-hidden="true" className="space-y-2 motion-safe:animate-pulse">
        <div className="h-6 w-2/3 rounded bg-muted" />
        <div className="h-4 w-1/2 rounded bg-muted" />
      </div>
    </div>
  );
}
