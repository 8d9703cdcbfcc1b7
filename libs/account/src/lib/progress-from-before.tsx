import { useLingui } from '@lingui/react/macro';
import { selectCurrentUser, selectSessionStatus } from '@pathwise/auth';
import { type HeldItem, adoptHere, forgetThisBrowser, notKnownToBe } from '@pathwise/progress';
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
 * After sign-in, when this browser holds progress that wasn't made in this browser session (on a
 * shared computer it may be someone else's), shows what it is and when it was made, and lets the
 * person add it to their account or remove it from the browser. Until they choose, none of it moves.
 */
export function ProgressFromBefore() {
  const { t } = useLingui();
  const toast = useToast();
  const status = useAppSelector(selectSessionStatus);
  const uid = useAppSelector(selectCurrentUser)?.uid ?? null;
  // Looked at once per sign-in on this page; "decide later" asks again on the next visit.
  const [asked, setAsked] = useState<{ uid: string; items: HeldItem[] } | null>(null);
  const signedIn = status === 'signedIn' ? uid : null;
  if (signedIn && asked?.uid !== signedIn)
    setAsked({ uid: signedIn, items: notKnownToBe(signedIn) });

  const items = asked?.uid === signedIn ? asked.items : [];
  if (!uid || items.length === 0) return null;
  const close = () => setAsked({ uid, items: [] });
  const add = () => {
    adoptHere(
      items.map((item) => item.key),
      uid,
    );
    close();
    toast({
      title: t`Added to your account`,
      description: t`What this browser held is moving into your account now.`,
      tone: 'success',
    });
  };
  const remove = () => {
    forgetThisBrowser();
    close();
    toast({
      title: t`Removed from this browser`,
      description: t`Your account is unchanged.`,
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={t`Is this progress yours?`}
        description={t`This browser holds Pathwise progress from before you signed in. If it's yours, add it to your account. If someone else made it, remove it from this browser.`}
        returnFocusTo={mainHeading}
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
          <Button variant="secondary" onClick={add}>
            {t`Add it to my account`}
          </Button>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">
          {t`Not sure? Close this and nothing moves or goes: we'll ask again later.`}
        </p>
      </DialogContent>
    </Dialog>
  );
}
