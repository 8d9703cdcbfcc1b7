import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FavouritesView } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import { Link } from 'react-router-dom';
import { careerLink } from '../career-links';
import { DashboardSection, SectionError, SectionLoading, linkClasses } from './dashboard-section';

/** How many saved careers the dashboard lists; the rest are a link away. */
const SHOWN = 3;

/** The first few saved careers, and the way to all of them. */
export function FavouritesSection({
  favourites,
}: {
  favourites: Pick<FavouritesView, 'status' | 'saved'> & { retry: () => void };
}) {
  const { t } = useLingui();
  const { status, saved, retry } = favourites;
  const savedCount = saved.length;
  return (
    <DashboardSection title={t`Saved careers`}>
      {status === 'loading' && (
        <SectionLoading>
          <Trans>Loading your saved careers…</Trans>
        </SectionLoading>
      )}
      {status === 'error' && (
        <SectionError
          message={t`Your saved careers didn't load. They're still saved.`}
          what={t`your saved careers`}
          onRetry={retry}
        />
      )}
      {status === 'ready' && saved.length === 0 && (
        <>
          <p className="selectable mt-2 text-muted-foreground">
            <Trans>
              No saved careers yet. Save any career that catches your eye, from your suggestions or
              the explorer, and it will be kept here.
            </Trans>
          </p>
          <Link to={paths.explorer} className={`${linkClasses} mt-3 inline-block`}>
            <Trans>Browse all careers</Trans>
          </Link>
        </>
      )}
      {status === 'ready' && saved.length > 0 && (
        <>
          <ul aria-label={t`Your saved careers`} className="mt-3 grid gap-2">
            {saved.slice(0, SHOWN).map((career) => (
              <li key={career.code}>
                <Link to={careerLink(career.code, 'favourites')} className={linkClasses}>
                  {career.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={paths.favourites} className={`${linkClasses} mt-4 inline-block`}>
            {savedCount > SHOWN
              ? plural(savedCount, {
                  one: 'See your # saved career',
                  other: 'See all # saved careers',
                })
              : t`Go to your saved careers`}
          </Link>
        </>
      )}
    </DashboardSection>
  );
}
