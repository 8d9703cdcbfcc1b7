import { useLingui } from '@lingui/react/macro';
import { ErrorState } from '@pathwise/ui';

/** The deck didn't load: the catalogue may still be on its way (503), or something else failed. */
export function DeckProblem({
  unavailable,
  onRetry,
}: {
  unavailable: boolean;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  return unavailable ? (
    <ErrorState
      title={t`The activity cards aren’t ready yet`}
      message={t`We’re still loading the list of activities. Please try again in a few minutes: anything you sorted before is kept in this browser.`}
      onRetry={onRetry}
    />
  ) : (
    <ErrorState
      title={t`The activity cards didn’t load`}
      message={t`Something went wrong while fetching the cards. Check your connection and try again: anything you sorted before is kept in this browser.`}
      onRetry={onRetry}
    />
  );
}
