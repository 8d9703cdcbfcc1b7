import { Trans } from '@lingui/react/macro';
import { whenIdle } from '@pathwise/auth/config';
import { useServerView } from '@pathwise/ui';
import { type ComponentType, Suspense, lazy, useEffect, useId, useMemo, useState } from 'react';
import { progressHint } from '../progress-hint';
import { CardPlaceholder } from './card-placeholder';

/** If a card's code can't be fetched (offline, say), the page stays as it is and says so. */
function Unavailable() {
  return (
    <p className="mt-1 text-muted-foreground">
      <Trans>
        Your progress can&apos;t be shown just now. It is still kept: pick up either way below.
      </Trans>
    </p>
  );
}

const load = (importCard: () => Promise<{ default: ComponentType }>) =>
  lazy(() => importCard().catch(() => ({ default: Unavailable })));

const AccountContinue = load(() => import('./account-continue'));
const BrowserContinue = load(() => import('./browser-continue'));

/**
 * "Continue where you left off", for people who have been here before. Right after the page's
 * first render it looks for stored keys; the card's code (and, for someone signed in, the store)
 * loads once the page is idle. The card's space is kept meanwhile, so nothing moves when it fills in.
 */
export function ContinueSlot() {
  const headingId = useId();
  // Known only in the browser: a prerendered page is hydrated without it, then the slot appears.
  const serverView = useServerView();
  const where = useMemo(() => (serverView ? null : progressHint()), [serverView]);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!where) return;
    return whenIdle(() => setIdle(true), 2000);
  }, [where]);

  if (!where) return null;
  const Card = where === 'account' ? AccountContinue : BrowserContinue;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 min-h-60 rounded-2xl border border-border bg-surface p-5 text-surface-foreground sm:min-h-44"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        <Trans>Continue where you left off</Trans>
      </h2>
      {idle ? (
        <Suspense fallback={<CardPlaceholder />}>
          <Card />
        </Suspense>
      ) : (
        <CardPlaceholder />
      )}
    </section>
  );
}
