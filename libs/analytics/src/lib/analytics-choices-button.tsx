import { useAnalyticsConsent } from './analytics-context';

/** The banner returns focus here when it was opened from this button. */
export const ANALYTICS_CHOICES_ID = 'analytics-choices';

/** The footer's way back to the analytics choice; nothing when analytics isn't configured. */
export function AnalyticsChoicesButton({ className }: { className?: string }) {
  const consent = useAnalyticsConsent();
  if (!consent.available) return null;
  return (
    <button id={ANALYTICS_CHOICES_ID} type="button" className={className} onClick={consent.reopen}>
      Analytics choices
    </button>
  );
}
