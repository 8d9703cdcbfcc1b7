import { selectCurrentUser, selectSessionStatus } from '@pathwise/auth';
import type { CreatedPersonalityReport } from '@pathwise/contract';
import { useAppSelector } from '@pathwise/store';
import { useEffect } from 'react';
import { useFavouritesSync } from '../favourites';
import { useInterestSync } from '../interests';
import { useOnboardingSync } from '../onboarding';
import { usePersonalitySync } from '../personality';
import { setMaker } from '../storage';
import { useVerdictsSync } from '../verdicts';

/**
 * Moves what this browser holds (onboarding answers, sorted cards and result, favourites, answers
 * to "Would you consider this?", the personality test) into the account once someone signs in,
 * wherever they are in the app: by itself only what was made in this browser session or by that
 * account; the rest waits for the person to say it is theirs. Renders nothing.
 */
export function PlaygroundSync({
  onReportMade,
}: {
  /** A personality report was made from answers given before signing in. */
  onReportMade?: (report: CreatedPersonalityReport) => void;
}) {
  const status = useAppSelector(selectSessionStatus);
  const uid = useAppSelector(selectCurrentUser)?.uid ?? null;
  useEffect(() => {
    setMaker(status === 'signedIn' ? uid : null);
  }, [status, uid]);
  useOnboardingSync();
  usePersonalitySync(onReportMade);
  useInterestSync();
  useFavouritesSync();
  useVerdictsSync();
  return null;
}
