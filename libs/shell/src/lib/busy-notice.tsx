import { useLingui } from '@lingui/react/macro';
import { selectServiceBusy } from '@pathwise/api';
import { useAppSelector } from '@pathwise/store';
import { useEffect, useState } from 'react';

/** Whole seconds from now until `at`, at least zero. */
const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

/**
 * Says, above the screen, that Pathwise is busy (the API answered 429 or 503) and when it
 * will try again, so a slow moment is never blamed on the person's connection. Gone as soon as the
 * API answers again. The countdown ticks on screen; screen readers hear the notice once as it
 * appears, and again only when it says something new (trying again now).
 */
export function BusyNotice() {
  const { t } = useLingui();
  const busy = useAppSelector(selectServiceBusy);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (busy === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [busy]);
  const words = (seconds: number) => {
    if (busy === null) return '';
    const minutes = Math.round(seconds / 60);
    return seconds === 0
      ? busy.retrying
        ? t`Pathwise is busy right now; this isn't your connection. Trying again…`
        : t`Pathwise is busy right now; this isn't your connection. Try again now.`
      : busy.retrying
        ? t`Pathwise is busy right now; this isn't your connection. Trying again in ${seconds} s.`
        : seconds < 60
          ? t`Pathwise is busy right now; this isn't your connection. Try again in ${seconds} s.`
          : t`Pathwise is busy right now; this isn't your connection. Try again in about ${minutes} min.`;
  };
  // The clock may not have ticked since the notice appeared: never count from before then.
  const seconds = busy ? secondsUntil(busy.retryAt, Math.max(now, busy.since)) : 0;
  const spoken = busy ? words(seconds === 0 ? 0 : secondsUntil(busy.retryAt, busy.since)) : '';
  // The status region is always in the page, so screen readers hear the notice when it appears.
  return (
    <div className="print:hidden">
      <p role="status" className="sr-only">
        {spoken}
      </p>
      {busy !== null && (
        <p
          aria-hidden="true"
          className="border-b border-border bg-muted px-4 py-2 text-center text-sm"
        >
          {words(seconds)}
        </p>
      )}
    </div>
  );
}
