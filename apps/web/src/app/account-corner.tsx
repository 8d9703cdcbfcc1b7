import { hasSessionHint, useAuthStarted, whenIdle } from '@pathwise/auth/config';
import { AccountPlaceholder, SignInLink, useServerView } from '@pathwise/ui';
import { hasEarlierProgress, keepTabOpen } from '@pathwise/progress/keys';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { loadLazyWords } from './common-messages';

// Its words (the account menu's, sign-in's, progress sync's) come with its code.
const AccountSlot = lazy(() =>
  Promise.all([import('./account-slot'), loadLazyWords('account-slot')]).then(([slot]) => slot),
);

// The same words: the question is the account corner's own.
const EarlierProgressSlot = lazy(() =>
  Promise.all([import('./earlier-progress-slot'), loadLazyWords('account-slot')]).then(
    ([slot]) => slot,
  ),
);

/**
 * Until the account menu loads: a sign-in link, or a quiet placeholder for someone who signed in
 * before (known only in the browser, so a prerendered page shows the link until it hydrates).
 */
function Fallback() {
  const serverView = useServerView();
  return !serverView && hasSessionHint() ? <AccountPlaceholder /> : <SignInLink />;
}

/**
 * The header's account corner. Its code (store, menu, dialogs, progress sync) loads once the page
 * is idle, and only when someone may be signed in: they signed in on this browser before, or a
 * screen has started the sign-in service (login, a guarded route). A visitor who has never signed
 * in here gets the sign-in link alone, whatever the screen below has loaded for itself, and, when
 * this browser holds an earlier visit's progress, the question whether it is theirs.
 */
export function AccountCorner() {
  const serverView = useServerView();
  const authStarted = useAuthStarted();
  const wanted = !serverView && (authStarted || hasSessionHint());
  const earlier = useMemo(() => !serverView && hasEarlierProgress(), [serverView]);
  // Every page of a tab holding progress keeps it listed as open, so a tab beside it carries on.
  useEffect(() => keepTabOpen(), []);
  const [ready, setReady] = useState(false);
  useEffect(
    () => (wanted || earlier ? whenIdle(() => setReady(true), 3000) : undefined),
    [wanted, earlier],
  );
  if (!ready) return <Fallback />;
  if (!wanted) {
    return (
      <>
        <Fallback />
        <Suspense fallback={null}>
          <EarlierProgressSlot />
        </Suspense>
      </>
    );
  }
  return (
    <Suspense fallback={<Fallback />}>
      <AccountSlot />
    </Suspense>
  );
}
