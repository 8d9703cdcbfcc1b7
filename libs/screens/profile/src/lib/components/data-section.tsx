import { Trans, useLingui } from '@lingui/react/macro';
import { useLazyExportMyDataQuery } from '@pathwise/api';
import { Button, Card, Heading, TitledSection, releaseFile, saveFile } from '@pathwise/ui';
import { useEffect, useRef, useState } from 'react';

export const EXPORT_FILENAME = 'pathwise-data.json';

type Outcome = 'saved' | 'failed' | null;

/** A copy of everything Pathwise keeps about the person, and where to delete it all. */
export function DataSection() {
  const { t } = useLingui();
  const [fetchExport, { isFetching }] = useLazyExportMyDataQuery();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fileUrl = useRef<string | null>(null);

  // The file's object URL is released once it is no longer needed: on the next download or on leaving.
  useEffect(
    () => () => {
      if (fileUrl.current) releaseFile(fileUrl.current);
    },
    [],
  );

  const filename = EXPORT_FILENAME;

  const download = async () => {
    if (isFetching) return;
    setOutcome(null);
    const result = await fetchExport(undefined, false);
    if (!result.data) {
      setOutcome('failed');
      return;
    }
    if (fileUrl.current) releaseFile(fileUrl.current);
    fileUrl.current = saveFile(
      JSON.stringify(result.data, null, 2),
      EXPORT_FILENAME,
      'application/json',
    );
    setOutcome('saved');
  };

  return (
    <TitledSection title={t`My data`}>
      <Card className="mt-4 space-y-6">
        <div className="space-y-3">
          <Heading>
            <Trans>Download your data</Trans>
          </Heading>
          <p>
            <Trans>
              Get a copy of everything Pathwise keeps about you: your profile, your onboarding
              answers, your personality test answers and reports, your card ratings and interest
              results, your saved careers and your coins. It comes as one file in JSON, a plain-text
              format that many apps can open.
            </Trans>
          </p>
          <Button variant="secondary" pending={isFetching} onClick={() => void download()}>
            {isFetching ? t`Preparing your file…` : t`Download my data`}
          </Button>
          {outcome === 'failed' && (
            <p role="alert" className="text-danger">
              <Trans>
                We couldn&apos;t prepare your file just now. Please try again in a moment.
              </Trans>
            </p>
          )}
          <p role="status" className="text-sm text-muted-foreground">
            {outcome === 'saved' ? t`Your data is downloading as ${filename}.` : ''}
          </p>
        </div>
        <div className="space-y-2 border-t border-border pt-6">
          <Heading>
            <Trans>Delete your account</Trans>
          </Heading>
          <p>
            <Trans>
              Deleting your account removes it and everything saved with it, for good. You may want
              to download your data first. To delete it, open the account menu at the top of the
              page (the button with your name) and choose “Delete account…”.
            </Trans>
          </p>
        </div>
      </Card>
    </TitledSection>
  );
}
