import { Trans } from '@lingui/react/macro';
import { SESSION_HINT_KEY, whenIdle } from '@pathwise/auth/config';
import { PROGRESS_KEYS, heldScript, subscribeHeld } from '@pathwise/progress/keys';
import { BrowserFlag, type BrowserFlagRule, cn, TitledSection, useServerView } from '@pathwise/ui';
import {
  type ComponentType,
  Suspense,
  lazy,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
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

/** Whether this browser holds something to continue: the same look as `progressHint`, before any code. */
const RETURNING: BrowserFlagRule = {
  name: 'returning',
  anyOf: [SESSION_HINT_KEY],
  alsoWhen: heldScript(PROGRESS_KEYS, 'mine'),
};

const noHint = () => null;

/**
 * "Continue where you left off", for people who have been here before. Right after the page's
 * first render it looks for stored keys; the card's code (and, for someone signed in, the store)
 * loads once the page is idle. The card's space is kept meanwhile, so nothing moves when it fills in,
 * and on the page the build rendered it is there from the first paint (an inline script looks for
 * the same keys), not pushed in above the ways in once the page's code has run.
 */
export function ContinueSlot() {
  const headingId = useId();
  // Known only in the browser: the prerendered page keeps its room, hidden unless the keys are there.
  const serverView = useServerView();
  // Looked at again when whose progress this is changes (someone says an earlier visit's is theirs).
  const hint = useSyncExternalStore(subscribeHeld, progressHint, noHint);
  // Once shown, the card stays while the page does: forgetting from it says so in its place.
  const [shown, setShown] = useState<typeof hint>(null);
  if (hint && hint !== shown) setShown(hint);
  const where = serverView ? null : (hint ?? shown);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!where) return;
    return whenIdle(() => setIdle(true), 2000);
  }, [where]);

  const Card = where === 'account' ? AccountContinue : BrowserContinue;
  return (
    <>
      <BrowserFlag {...RETURNING} />
      {(serverView || where) && (
        <TitledSection
          headingId={headingId}
          title={<Trans>Continue where you left off</Trans>}
          size="md"
          className={cn(
            'mt-8 min-h-60 rounded-2xl border border-border bg-surface p-5 text-surface-foreground sm:min-h-44',
            serverView && 'hidden [html[data-returning]_&]:block',
          )}
        >
          {where && idle ? (
            <Suspense fallback={<CardPlaceholder />}>
              <Card />
            </Suspense>
          ) : (
            <CardPlaceholder />
          )}
        </TitledSection>
      )}
    </>
  );
}
