import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { selectSessionStatus } from '@pathwise/auth';
import { hasSessionHint } from '@pathwise/auth/config';
import { useFavourites } from '@pathwise/progress';
import { careerDetailsHref, paths } from '@pathwise/routes';
import { useAppSelector } from '@pathwise/store';
import { Button, Card, cn, useServerView } from '@pathwise/ui';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CompareSection } from './compare-section';
import { canPick, togglePicked } from './compare-selection';

/** Where the panel sits on a page, so a "see your saved careers" link can lead to it. */
export const SAVED_IN_BROWSER_ID = 'saved-careers';

/** A saved career opened from here counts as one opened from the saved list. */
const FROM = 'favourites';

/**
 * A visitor's saved careers, kept in this browser, where they save them: each links to its page,
 * can be removed, and two or three can be compared. One invitation to keep them in an account.
 * Signed-in people have their saved-careers page instead, so it shows nothing for them.
 */
export function SavedInBrowser({
  defaultOpen = true,
  className,
}: {
  /** Closed to one line above a long list, so the list stays where people look first. */
  defaultOpen?: boolean;
  className?: string;
}) {
  const session = useAppSelector(selectSessionStatus);
  // Until sign-in is known, someone who signed in here before is taken to be signed in again.
  const signedOut = session === 'signedOut' || (session === 'unknown' && !hasSessionHint());
  const favourites = useFavourites();
  const serverView = useServerView();
  const location = useLocation();
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const { t } = useLingui();
  // Newest first, as the sentence above the list says.
  const items = [...favourites.saved].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  // Kept in this browser only: a prerendered page is hydrated without it.
  if (serverView || !signedOut || items.length === 0) return null;
  const shown = new Set(items.map((item) => item.code));
  const stillPicked = picked.filter((code) => shown.has(code));
  const savedCount = items.length;

  return (
    <section
      id={SAVED_IN_BROWSER_ID}
      aria-labelledby={`${SAVED_IN_BROWSER_ID}-heading`}
      className={cn('scroll-mt-20', className ?? 'mt-12')}
    >
      <h2 id={`${SAVED_IN_BROWSER_ID}-heading`} className="text-xl font-semibold">
        {defaultOpen ? (
          <Trans>Your saved careers</Trans>
        ) : (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className="inline-flex items-center gap-2 rounded-lg underline-offset-4 hover:underline"
          >
            <Trans>Your saved careers</Trans>
            <span className="text-base font-normal text-muted-foreground">({items.length})</span>
            <span aria-hidden="true" className="text-base">
              {open ? '▲' : '▼'}
            </span>
          </button>
        )}
      </h2>
      <Card id={panelId} hidden={!open} className="mt-3 space-y-4">
        <p>
          <Plural
            value={savedCount}
            one="# career saved in this browser. It stays here on this device only."
            other="# careers saved in this browser, most recent first. They stay here on this device only."
          />{' '}
          <Trans>
            <Link to={paths.login} state={{ from: location }} className="font-medium underline">
              Create a free account or sign in
            </Link>{' '}
            to keep them with your account and see them anywhere.
          </Trans>
        </p>
        {favourites.error && (
          <p role="alert" className="text-danger">
            {favourites.error}
          </p>
        )}
        <ul className="divide-y divide-border">
          {items.map((career) => {
            const comparing = stillPicked.includes(career.code);
            const careerTitle = career.title;
            return (
              <li key={career.code} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <Link
                  to={`${careerDetailsHref(career.code)}&from=${FROM}`}
                  className="min-w-0 flex-1 basis-48 font-medium underline underline-offset-2"
                >
                  {career.title}
                </Link>
                <label className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    aria-label={t`Compare ${careerTitle}`}
                    className="size-5 accent-primary"
                    checked={comparing}
                    disabled={!canPick(stillPicked, career.code)}
                    onChange={() => setPicked(togglePicked(stillPicked, career.code))}
                  />
                  <Trans>Compare</Trans>
                </label>
                <Button
                  aria-label={t`Remove ${careerTitle}`}
                  variant="secondary"
                  size="sm"
                  disabled={favourites.pending(career.code)}
                  onClick={() => void favourites.toggle(career)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
        {items.length >= 2 && <CompareSection picked={stillPicked} from={FROM} headingLevel={3} />}
      </Card>
    </section>
  );
}
