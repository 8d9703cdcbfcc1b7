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
  const { status, saved, retry } = favourites;
  return (
    <DashboardSection title="Saved careers">
      {status === 'loading' && <SectionLoading>Loading your saved careers…</SectionLoading>}
      {status === 'error' && (
        <SectionError
          message="Your saved careers didn't load. They're still saved."
          what="your saved careers"
          onRetry={retry}
        />
      )}
      {status === 'ready' && saved.length === 0 && (
        <>
          <p className="selectable mt-2 text-muted-foreground">
            No saved careers yet. Save any career that catches your eye, from your suggestions or
            the explorer, and it will be kept here.
          </p>
          <Link to={paths.explorer} className={`${linkClasses} mt-3 inline-block`}>
            Browse all careers
          </Link>
        </>
      )}
      {status === 'ready' && saved.length > 0 && (
        <>
          <ul aria-label="Your saved careers" className="mt-3 grid gap-2">
            {saved.slice(0, SHOWN).map((career) => (
              <li key={career.code}>
                <Link to={careerLink(career.code, 'favourites')} className={linkClasses}>
                  {career.title}
                </Link>
              </li>
            ))}
          </ul>
          <Link to={paths.favourites} className={`${linkClasses} mt-4 inline-block`}>
            {saved.length > SHOWN
              ? `See all ${saved.length} saved careers`
              : 'Go to your saved careers'}
          </Link>
        </>
      )}
    </DashboardSection>
  );
}
