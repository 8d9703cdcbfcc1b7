import { Trans } from '@lingui/react/macro';
import { SAVED_IN_BROWSER_ID } from '@pathwise/saved-careers';
import { selectSessionStatus } from '@pathwise/auth';
import { useFavourites } from '@pathwise/progress';
import { paths } from '@pathwise/routes';
import { useAppSelector } from '@pathwise/store';
import { FavouriteToggle, useServerView } from '@pathwise/ui';
import { Link } from 'react-router-dom';

/** The favourite toggle, where the favourite is kept, and what went wrong if saving failed. */
export function FavouriteControl({ career }: { career: { code: string; title: string } }) {
  const favourites = useFavourites();
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  // Kept in this browser or the account: the page as written shows it unsaved until hydrated.
  const serverView = useServerView();
  const saved = !serverView && favourites.isSaved(career.code);

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <FavouriteToggle
          saved={saved}
          pending={
            !serverView && (favourites.pending(career.code) || favourites.status === 'loading')
          }
          careerTitle={career.title}
          onToggle={() => void favourites.toggle(career)}
        />
        {/* Always present, so a change of wording is announced; on a phone on a line of its own
            from the start, so a career saved before doesn't push the page down once it shows. */}
        <p role="status" className="min-h-5 w-full text-sm text-muted-foreground sm:w-auto">
          {saved && signedIn && (
            <Trans>
              Saved to your account.{' '}
              <Link to={paths.favourites} className="underline underline-offset-2">
                See your saved careers
              </Link>
            </Trans>
          )}
          {saved && !signedIn && (
            <Trans>
              Saved in this browser.{' '}
              <a href={`#${SAVED_IN_BROWSER_ID}`} className="underline underline-offset-2">
                See your saved careers
              </a>
            </Trans>
          )}
        </p>
      </div>
      {favourites.error && (
        <p role="alert" className="text-sm text-danger">
          {favourites.error}
        </p>
      )}
    </div>
  );
}
