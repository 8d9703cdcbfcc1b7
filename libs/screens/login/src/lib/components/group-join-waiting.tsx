import { Trans } from '@lingui/react/macro';
import { MINUTES_TO_TAKE } from '@pathwise/assessment/time-to-take';
import { assumeSharedComputer } from '@pathwise/progress';
import { useEffect } from 'react';
import { ArrivalNote } from './arrival-note';

/**
 * For someone who opened a group's join link signed out: what happens next. A class arrives this
 * way on lab computers, so from here sign-in and progress last only for this browser session.
 */
export function GroupJoinWaiting() {
  const minutes = MINUTES_TO_TAKE.signUp;
  useEffect(() => assumeSharedComputer(), []);
  return (
    <ArrivalNote title={<Trans>You are joining a group.</Trans>}>
      <p>
        <Trans>
          Sign in, or make a free account: it takes about {minutes} minutes. Then you choose what
          the group sees. Nothing is shared unless you tick it.
        </Trans>
      </p>
      <p>
        <Trans>
          Unless you said before that this is your own device, this computer is now treated as
          shared: when you sign out or close the browser, your work is cleared from it. It stays
          safe in your account.
        </Trans>
      </p>
    </ArrivalNote>
  );
}
