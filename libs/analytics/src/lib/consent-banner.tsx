import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { ANALYTICS_CHOICES_ID, type AnalyticsConsent } from './consent';

const button =
  'inline-flex h-10 items-center justify-center rounded-lg border border-border px-4 font-medium hover:bg-muted';

/**
 * The analytics question: plain words, two equal buttons, no pre-ticked anything. Not a modal: the
 * page stays usable, and not answering means no analytics.
 */
export default function ConsentBanner({ consent }: { consent: AnalyticsConsent }) {
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  const reopened = consent.choice !== null || consent.browserDeclines;

  // Opened from the footer: take focus there, so keyboard users land on the choice.
  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);

  /** The banner goes away: focus returns to where it came from (the footer button) or the page. */
  const leave = (action: () => void) => {
    const hadFocus = region.current?.contains(document.activeElement);
    action();
    if (!hadFocus) return;
    const back = reopened ? document.getElementById(ANALYTICS_CHOICES_ID) : null;
    (back ?? document.querySelector<HTMLElement>('main'))?.focus();
  };
  const choose = (choice: 'granted' | 'denied') => leave(() => consent.choose(choice));

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface p-4 text-surface-foreground shadow-lg outline-none print:hidden"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id={titleId} className="font-semibold">
            <Trans>Help us improve Pathwise?</Trans>
          </h2>
          <p className="text-sm">
            <Trans>
              With your OK, we count which pages and features get used, under a random id: never
              your name, email or answers. It’s off unless you say yes, and you can change your mind
              any time from “Analytics choices” at the bottom of every page.
            </Trans>
          </p>
          {consent.browserDeclines && consent.choice === null && (
            <p className="text-sm">
              <Trans>
                Your browser asks sites not to track you, so analytics is off. Say yes only if you’d
                like to help anyway.
              </Trans>
            </p>
          )}
          {consent.choice && (
            <p className="text-sm font-medium">
              {consent.choice === 'granted' ? (
                <Trans>Right now analytics is on.</Trans>
              ) : (
                <Trans>Right now analytics is off.</Trans>
              )}
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          <button type="button" className={button} onClick={() => choose('granted')}>
            <Trans>Yes, count my visits</Trans>
          </button>
          <button type="button" className={button} onClick={() => choose('denied')}>
            <Trans>No thanks</Trans>
          </button>
          {reopened && (
            <button type="button" className={button} onClick={() => leave(consent.close)}>
              <Trans>Close</Trans>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
