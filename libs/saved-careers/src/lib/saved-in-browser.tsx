import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { selectSessionStatus } from '@pathwise/auth';
import { SESSION_HINT_KEY, hasSessionHint } from '@pathwise/auth/config';
import { useFavourites } from '@pathwise/progress';
import { STORAGE_KEYS, heldScript } from '@pathwise/progress/keys';
import { SAVED_IN_BROWSER_ID, careerDetailsHref, paths } from '@pathwise/routes';
import { useAppSelector } from '@pathwise/store';
import {
  BrowserFlag,
  type BrowserFlagRule,
  Button,
  ButtonLink,
  Card,
  cn,
  TitledSection,
  useServerView,
} from '@pathwise/ui';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CompareSection } from './compare-section';
import { canPick, togglePicked } from './compare-selection';

/** Where the panel sits on a page, so a "see your saved careers" link can lead to it. */
export { SAVED_IN_BROWSER_ID };

/** A saved career opened from here counts as one opened from the saved list. */
const FROM = 'favourites';

/**
 * Whether the panel will show, as an inline script sees it before the page's code: careers saved
 * in this browser by the person at it and nobody signed in here, or an address that leads to the panel.
 */
const SAVED_HERE: BrowserFlagRule = {
  name: 'saved-careers',
  anyOf: [],
  // Saved by the person at it now, not on an earlier visit (progress's held-state.ts).
  alsoWhen: heldScript([STORAGE_KEYS.favourites], 'mine'),
  noneOf: [SESSION_HINT_KEY],
  hash: `#${SAVED_IN_BROWSER_ID}`,
};

/**
 * A visitor's saved careers, kept in this browser, where they save them: each links to its page,
 * can be removed, and two or three can be compared. One invitation to keep them in an account.
 * Signed-in people have their saved-careers page instead, so it shows nothing for them. An address
 * ending in its id (the career section's "Saved" for a visitor) opens it, saying so when it is empty.
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
  const targeted = location.hash === `#${SAVED_IN_BROWSER_ID}`;
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [open, setOpen] = useState(defaultOpen || targeted);
  const [wasTargeted, setWasTargeted] = useState(targeted);
  // Led here again (the section's "Saved" pressed on this page): open.
  if (targeted !== wasTargeted) {
    setWasTargeted(targeted);
    if (targeted) setOpen(true);
  }
  const panelId = useId();
  const { t } = useLingui();
  // Newest first, as the sentence above the list says.
  const items = [...favourites.saved].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const headingId = `${SAVED_IN_BROWSER_ID}-heading`;

  // Kept in this browser only: the page the build rendered keeps the closed line's room, shown from
  // the first paint where the browser has saved careers, so the page doesn't move when it fills in.
  if (serverView) {
    if (defaultOpen) return null;
    return (
      <>
        <BrowserFlag {...SAVED_HERE} />
        <TitledSection
          id={SAVED_IN_BROWSER_ID}
          headingId={headingId}
          title={<PanelToggle open={false} panelId={panelId} onToggle={() => undefined} />}
          size="md"
          className={cn(
            'hidden scroll-mt-20 [html[data-saved-careers]_&]:block',
            className ?? 'mt-12',
          )}
        >
          <Card id={panelId} hidden className="mt-3" />
        </TitledSection>
      </>
    );
  }
  if (!signedOut) {
    // Led here by an address made before sign-in was known: their saved careers have a page.
    return targeted && !defaultOpen ? (
      <p className={className}>
        <ButtonLink to={paths.favourites} variant="secondary">
          <Trans>See your saved careers</Trans>
        </ButtonLink>
      </p>
    ) : null;
  }
  if (items.length === 0 && !targeted) return null;
  const shown = new Set(items.map((item) => item.code));
  const stillPicked = picked.filter((code) => shown.has(code));
  const savedCount = items.length;

  return (
    <>
      <BrowserFlag {...SAVED_HERE} />
      <TitledSection
        id={SAVED_IN_BROWSER_ID}
        headingId={headingId}
        title={
          defaultOpen ? (
            <Trans>Your saved careers</Trans>
          ) : (
            <PanelToggle
              open={open}
              count={savedCount}
              panelId={panelId}
              onToggle={() => setOpen(!open)}
            />
          )
        }
        size="md"
        className={cn('scroll-mt-20', className ?? 'mt-12')}
      >
        <Card id={panelId} hidden={!open} className="mt-3 space-y-4">
          {savedCount === 0 ? (
            <p>
              <Trans>
                Nothing saved yet. Press “Save” on a career’s page and it waits here, kept in this
                browser, to compare with others.
              </Trans>
            </p>
          ) : (
            <div className="space-y-3">
              <p>
                <Plural
                  value={savedCount}
                  one="# career saved in this browser. It stays here on this device only."
                  other="# careers saved in this browser, most recent first. They stay here on this device only."
                />{' '}
                <Trans>Sign in to keep them with your account and see them on any device.</Trans>
              </p>
              <ButtonLink to={paths.login} state={{ from: location }} variant="secondary">
                <Trans>Create a free account or sign in</Trans>
              </ButtonLink>
            </div>
          )}
          {favourites.error && (
            <p role="alert" className="text-danger">
              {favourites.error}
            </p>
          )}
          {savedCount > 0 && (
            <ul className="divide-y divide-border">
              {items.map((career) => {
                const comparing = stillPicked.includes(career.code);
                const careerTitle = career.title;
                return (
                  <li
                    key={career.code}
                    className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2"
                  >
                    <Link
                      to={`${careerDetailsHref(career.code)}&from=${FROM}`}
                      className="flex min-h-11 min-w-0 flex-1 basis-48 items-center font-medium underline underline-offset-2"
                    >
                      {career.title}
                    </Link>
                    <label className="inline-flex min-h-11 items-center gap-2 text-sm">
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
                      className="min-h-11"
                      pending={favourites.pending(career.code)}
                      onClick={() => void favourites.toggle(career)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {items.length >= 2 && (
            <CompareSection picked={stillPicked} from={FROM} headingLevel={3} />
          )}
        </Card>
      </TitledSection>
    </>
  );
}

/** The closed panel's line: its name, how many (once known) and whether it is open. */
function PanelToggle({
  open,
  count,
  panelId,
  onToggle,
}: {
  open: boolean;
  /** Unknown on the page the build rendered: the browser alone knows it. */
  count?: number;
  panelId: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg whitespace-nowrap underline-offset-4 hover:underline"
    >
      <Trans>Your saved careers</Trans>
      {count !== undefined && (
        <span className="text-base font-normal text-muted-foreground">({count})</span>
      )}
      <span aria-hidden="true" className="text-base">
        {open ? '▲' : '▼'}
      </span>
    </button>
  );
}
