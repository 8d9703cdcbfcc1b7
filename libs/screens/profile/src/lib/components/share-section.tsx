import { useUpdateMeMutation } from '@pathwise/api';
import { profileHref } from '@pathwise/routes';
import { Button, Card, cn } from '@pathwise/ui';
import { useId, useRef, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * Turns sharing of the profile's summary on and off. Off until the person asks; after a change
 * here, the server's answer is what the switch shows.
 */
export function ShareSection({ uid, shared: savedShared }: { uid: string; shared: boolean }) {
  const [updateMe, { isLoading: busy }] = useUpdateMeMutation();
  const [changed, setChanged] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const linkRef = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const explainId = useId();
  const shared = changed ?? savedShared;
  const link = `${globalThis.location?.origin ?? ''}${profileHref(uid)}`;

  const toggle = async () => {
    // Not disabled while saving, so keyboard focus stays on the switch; a second press waits.
    if (busy) return;
    setError(null);
    setCopy('idle');
    const result = await updateMe({ shareProfile: !shared });
    if ('error' in result)
      setError(
        shared
          ? "We couldn't stop sharing just now, so your profile is still shared. Please try again."
          : "We couldn't turn sharing on just now. Please try again.",
      );
    else setChanged(result.data.shareProfile);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      // No clipboard access (older browser, or permission refused): leave the link ready to copy.
      linkRef.current?.select();
      setCopy('selected');
    }
  };

  return (
    <section aria-labelledby="profile-sharing" className="mt-10">
      <h2 id="profile-sharing" className="text-2xl font-semibold">
        Sharing your profile
      </h2>
      <Card className="mt-4 space-y-4">
        <p id={explainId}>
          Sharing is off unless you turn it on. While it&apos;s on, anyone signed in to Pathwise who
          has the link can see your name, where you are now and the country you live in. Nobody else
          sees your answers, results, saved careers or email address. Turn sharing off at any time
          and the link stops working straight away.
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={shared}
          aria-describedby={explainId}
          aria-busy={busy}
          onClick={() => void toggle()}
          className="inline-flex items-center gap-3 rounded-lg py-1 pr-2 font-medium"
        >
          <span
            aria-hidden="true"
            className={cn(
              'relative inline-block h-7 w-12 shrink-0 rounded-full border-2 border-transparent',
              shared ? 'bg-primary' : 'bg-muted-foreground',
            )}
          >
            <span
              className={cn(
                'absolute top-0.5 left-0.5 size-5 rounded-full bg-surface shadow motion-safe:transition-transform',
                shared && 'translate-x-5',
              )}
            />
          </span>
          Share my profile
        </button>
        <p role="status" className="font-medium">
          {busy ? 'Saving…' : shared ? 'Sharing is on.' : 'Sharing is off.'}
        </p>
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
        {shared && (
          <div className="space-y-1">
            <label htmlFor={linkId} className="block font-medium">
              Link to your profile
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                ref={linkRef}
                id={linkId}
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
                className="selectable h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-surface-foreground"
              />
              <Button variant="secondary" onClick={() => void copyLink()}>
                Copy link
              </Button>
            </div>
            <p role="status" className="text-sm text-muted-foreground">
              {copy === 'copied'
                ? 'Link copied.'
                : copy === 'selected'
                  ? "We couldn't copy it for you, so the link is selected: press Ctrl+C (or ⌘C on a Mac) to copy it."
                  : ''}
            </p>
          </div>
        )}
      </Card>
    </section>
  );
}
