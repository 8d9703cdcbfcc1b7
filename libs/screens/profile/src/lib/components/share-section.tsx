import { Trans, useLingui } from '@lingui/react/macro';
import { useUpdateMeMutation } from '@pathwise/api';
import { absoluteHref, profileHref } from '@pathwise/routes';
import { Card, CopyLinkField, Switch, TitledSection } from '@pathwise/ui';
import { useId, useState } from 'react';

/**
 * Turns sharing of the profile's summary on and off. Off until the person asks; after a change
 * here, the server's answer is what the switch shows.
 */
export function ShareSection({ uid, shared: savedShared }: { uid: string; shared: boolean }) {
  const { t } = useLingui();
  const [updateMe, { isLoading: busy }] = useUpdateMeMutation();
  const [changed, setChanged] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const explainId = useId();
  const shared = changed ?? savedShared;
  const link = absoluteHref(profileHref(uid));

  const toggle = async () => {
    // Not disabled while saving, so keyboard focus stays on the switch; a second press waits.
    if (busy) return;
    setError(null);
    const result = await updateMe({ shareProfile: !shared });
    if ('error' in result)
      setError(
        shared
          ? t`We couldn't stop sharing just now, so your profile is still shared. Please try again.`
          : t`We couldn't turn sharing on just now. Please try again.`,
      );
    else setChanged(result.data.shareProfile);
  };

  return (
    <TitledSection title={t`Sharing your profile`}>
      <Card className="mt-4 space-y-4">
        <p id={explainId}>
          <Trans>
            Sharing is off unless you turn it on. While it&apos;s on, anyone signed in to Pathwise
            who has the link can see your name, where you are now and the country you live in.
            Nobody else sees your answers, results, saved careers or email address. Turn sharing off
            at any time and the link stops working straight away.
          </Trans>
        </p>
        <Switch
          label={t`Share my profile`}
          checked={shared}
          aria-describedby={explainId}
          aria-busy={busy}
          onCheckedChange={() => void toggle()}
        />
        <p role="status" className="font-medium">
          {busy ? t`Saving…` : shared ? t`Sharing is on.` : t`Sharing is off.`}
        </p>
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
        {shared && <CopyLinkField label={t`Link to your profile`} value={link} />}
      </Card>
    </TitledSection>
  );
}
