import { useLingui } from '@lingui/react/macro';
import { hasSessionHint, selectCurrentUser, selectSessionStatus } from '@pathwise/auth';
import {
  type HeldItem,
  forgetThisBrowser,
  heldFromEarlier,
  keepEarlier,
  notKnownToBe,
} from '@pathwise/progress';
import { useAppSelector } from '@pathwise/store';
import { Button, Dialog, DialogContent, useToast } from '@pathwise/ui';
import { useState } from 'react';
import { heldItemWhen, heldItemWords } from './held-item-words';

/** The page's main heading: where reading picks up once the question is answered. */
function mainHeading() {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * What each person at this page was asked about, for as long as the page lives: a question closed
 * unanswered isn't asked again until the next visit, though the part of the page showing it loads
 * again (a visitor's corner gives way to the account's when they sign in).
 */
const asked = new Map<string, HeldItem[]>();

/** Who is at the browser: an account's id, "visitor" once nobody is known to be signed in, or null. */
function useWho(): string | null {
  const status = useAppSelector(selectSessionStatus);
  const uid = useAppSelector(selectCurrentUser)?.uid ?? null;
  if (status === 'signedIn') return uid;
  // Sign-in starts only when needed: until then, nobody signed in here before is a visitor.
  return status === 'signedOut' || (status === 'unknown' && !hasSessionHint()) ? VISITOR : null;
}

const VISITOR = 'visitor';

/**
 * When this browser holds progress that isn't known to be the person's at it now (made in an
 * earlier browser session: on a shared computer, perhaps someone else's), shows what it is and
 * when it was made, and lets them take it up (into their account, once signed in) or remove it
 * from the browser. Until they choose, no screen shows it as theirs and none of it moves. Neither
 * answer is the default: on a lab computer either may be right.
 */
export function ProgressFromBefore() {
  const { t } = useLingui();
  const toast = useToast();
  const who = useWho();
  // Looked at once per person on this page (`asked`); "decide later" asks again on the next visit.
  const [, setClosed] = useState(0);
  if (who && !asked.has(who)) {
    asked.set(who, who === VISITOR ? heldFromEarlier() : notKnownToBe(who));
  }
  const items = who ? (asked.get(who) ?? []) : [];
  if (!who || items.length === 0) return null;
  const visitor = who === VISITOR;
  const close = () => {
    asked.set(who, []);
    setClosed((count) => count + 1);
  };
  const keep = () => {
    keepEarlier(items, visitor ? undefined : who);
    close();
    toast(
      visitor
        ? {
            title: t`Welcome back`,
            description: t`Your progress shows again. Pick up where you left off.`,
            tone: 'success',
          }
        : {
            title: t`Added to your account`,
            description: t`What this browser held is moving into your account now.`,
            tone: 'success',
          },
    );
  };
  const remove = () => {
    forgetThisBrowser();
    close();
    toast({
      title: t`Removed from this browser`,
      description: visitor ? t`You start fresh.` : t`Your account is unchanged.`,
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={t`Is this progress yours?`}
        description={
          visitor
            ? t`This browser holds Pathwise progress from an earlier visit. If it's yours, carry on with it. If someone else made it, remove it so you start fresh.`
            : t`This browser holds Pathwise progress from before you signed in. If it's yours, add it to your account. If someone else made it, remove it from this browser.`
        }
        returnFocusTo={mainHeading}
        noDefaultAnswer
      >
        <ul className="selectable mb-4 space-y-2">
          {items.map((item) => (
            <li key={item.key} className="rounded-lg border border-border px-3 py-2">
              <span className="block font-medium">{heldItemWords(item)}</span>
              <span className="block text-sm text-muted-foreground">{heldItemWhen(item)}</span>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-end gap-2">
          {/* Alike on purpose: on a shared computer neither answer is the safe default, so
              neither looks like the one to press. */}
          <Button variant="secondary" onClick={remove}>
            {t`Remove it from this browser`}
          </Button>
          <Button variant="secondary" onClick={keep}>
            {visitor ? t`It's mine: carry on` : t`Add it to my account`}
          </Button>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">
          {visitor
            ? t`Not sure? Close this and start fresh. We'll ask again next time you open Pathwise.`
            : t`Not sure? Close this and nothing moves or goes: we'll ask again later.`}
        </p>
      </DialogContent>
    </Dialog>
  );
}
