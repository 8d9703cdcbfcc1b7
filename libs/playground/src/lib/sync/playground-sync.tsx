import { useFavouritesSync } from '../favourites';
import { useInterestSync } from '../interests';
import { useOnboardingSync } from '../onboarding';

/**
 * Moves what this browser holds of the playground (answers, sorted cards and result, favourites)
 * into the account once someone signs in, wherever they are in the app. Renders nothing.
 */
export function PlaygroundSync() {
  useOnboardingSync();
  useInterestSync();
  useFavouritesSync();
  return null;
}
