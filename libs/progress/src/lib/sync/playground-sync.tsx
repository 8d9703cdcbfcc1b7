import type { CreatedPersonalityReport } from '@pathwise/contract';
import { useFavouritesSync } from '../favourites';
import { useInterestSync } from '../interests';
import { useOnboardingSync } from '../onboarding';
import { usePersonalitySync } from '../personality';
import { useVerdictsSync } from '../verdicts';

/**
 * Moves what this browser holds (onboarding answers, sorted cards and result, favourites, answers
 * to "Would you consider this?", the personality test) into the account once someone signs in, wherever they are in the app. Renders
 * nothing.
 */
export function PlaygroundSync({
  onReportMade,
}: {
  /** A personality report was made from answers given before signing in. */
  onReportMade?: (report: CreatedPersonalityReport) => void;
}) {
  useOnboardingSync();
  usePersonalitySync(onReportMade);
  useInterestSync();
  useFavouritesSync();
  useVerdictsSync();
  return null;
}
