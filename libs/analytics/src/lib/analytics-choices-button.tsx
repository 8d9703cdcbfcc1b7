import { Trans } from '@lingui/react/macro';
import { useAnalyticsConsent } from './analytics-context';
import { ANALYTICS_CHOICES_ID } from './consent';

/** The footer's way back to the analytics choice; nothing when analytics isn't configured. */
export function AnalyticsChoicesButton({ className }: { className?: string }) {
  const consent = useAnalyticsConsent();
  if (!consent.available) return null;
  return (
    <button id={ANALYTICS_CHOICES_ID} type="button" className={className} onClick={consent.reopen}>
      <Trans>Analytics choices</Trans>
    </button>
  );
}
