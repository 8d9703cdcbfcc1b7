import { ErrorState } from '@pathwise/ui';

/** The deck didn't load: the catalogue may still be on its way (503), or something else failed. */
export function DeckProblem({
  unavailable,
  onRetry,
}: {
  unavailable: boolean;
  onRetry: () => void;
}) {
  return unavailable ? (
    <ErrorState
      title="The activity cards aren’t ready yet"
      message="We’re still loading the list of activities. Please try again in a few minutes: anything you sorted before is kept in this browser."
      onRetry={onRetry}
    />
  ) : (
    <ErrorState
      title="The activity cards didn’t load"
      message="Something went wrong while fetching the cards. Check your connection and try again: anything you sorted before is kept in this browser."
      onRetry={onRetry}
    />
  );
}
