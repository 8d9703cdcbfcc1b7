import { Trans, useLingui } from '@lingui/react/macro';
import { isJobZone } from '@pathwise/assessment';
import { jobZoneText } from '@pathwise/career-words';
import type { Favourite } from '@pathwise/contract';
import { careerDetailsHref } from '@pathwise/routes';
import { Button, Heading } from '@pathwise/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { MatchWording } from '../match-wording';
import { savedOn } from '../saved-list';

/** The zone alone: education is said on the career page and in the comparison, with its source. */
function Preparation({ career }: { career: NonNullable<Favourite['career']> }) {
  return isJobZone(career.jobZone) ? (
    <p className="mt-2 text-sm">{jobZoneText(career.jobZone)}</p>
  ) : null;
}

/** One saved career: how well it fits, a box to pick it for comparing, and a way to remove it. */
export function SavedCareerCard({
  favourite,
  title,
  match,
  picked,
  pickable,
  onTogglePicked,
  onRemove,
}: {
  favourite: Favourite;
  title: string;
  match: MatchWording | null;
  picked: boolean;
  pickable: boolean;
  onTogglePicked: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const { career } = favourite;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-border bg-surface p-5 text-surface-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading id={titleId}>
            {career ? (
              <Link
                to={`${careerDetailsHref(favourite.code)}&from=favourites`}
                className="underline underline-offset-2"
              >
                {title}
              </Link>
            ) : (
              title
            )}
          </Heading>
          <p className="text-sm text-muted-foreground">{savedOn(favourite.savedAt)}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t`Remove ${title} from saved careers`}
          onClick={onRemove}
        >
          <Trans>Remove</Trans>
        </Button>
      </div>
      {career ? (
        <>
          {match && (
            <div className="mt-3">
              <div className="flex flex-wrap items-center gap-3">
                <span className="font-medium">{match.label}</span>
                {match.fit !== null && (
                  <span
                    aria-hidden="true"
                    className="h-2 w-32 overflow-hidden rounded-full bg-muted"
                  >
                    <span
                      className="block h-full rounded-full bg-primary"
                      style={{ width: `${match.fit}%` }}
                    />
                  </span>
                )}
              </div>
              {match.detail && <p className="mt-1 text-sm text-muted-foreground">{match.detail}</p>}
            </div>
          )}
          <Preparation career={career} />
          <label className="mt-4 inline-flex cursor-pointer items-center gap-2 has-disabled:cursor-not-allowed has-disabled:text-muted-foreground">
            <input
              type="checkbox"
              aria-label={t`Compare ${title}`}
              checked={picked}
              disabled={!pickable}
              onChange={onTogglePicked}
              className="size-4 accent-primary"
            />
            <Trans>Compare</Trans>
          </label>
        </>
      ) : (
        <p className="mt-3 text-muted-foreground">
          <Trans>
            This career isn&apos;t in the current O*NET list any more (it may have been renamed or
            merged with another), so there&apos;s nothing more to show. You can remove it.
          </Trans>
        </p>
      )}
    </article>
  );
}
