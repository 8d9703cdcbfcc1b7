import { useAnalyticsConsent } from './analytics-context';

/** The footer's way back to the analytics choice; nothing when analytics isn't configured. */
export function AnalyticsChoicesButton({ className }: { className?: string }) {
  const consent = useAnalyticsConsent();
  if (!consent.available) return null;
  return (
    <button type="button" className={className} onClick={consent.reopen}>
      Analytics choices
    </button>
  );
}
