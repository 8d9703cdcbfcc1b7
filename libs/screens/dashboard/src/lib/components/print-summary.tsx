import { Trans, useLingui } from '@lingui/react/macro';
import { DISPLAY_NAME_MAX_LENGTH } from '@pathwise/contract';
import { Button, Card, TextField, TitledSection, dayInWords } from '@pathwise/ui';

/**
 * The top of the printed summary, on paper only: whose it is and when it was printed, so a class's
 * printouts can be told apart.
 */
export function PrintedHeader({ name }: { name: string }) {
  const today = dayInWords(new Date().toISOString());
  return (
    <div className="mb-4 hidden border-b pb-3 print:block">
      {name && <p className="text-2xl font-semibold">{name}</p>}
      <p>
        <Trans>Pathwise summary, printed on {today}</Trans>
      </p>
    </div>
  );
}

/** The name to print (the profile's, changed here for this printout only) and the print button. */
export function PrintSummary({ name, onName }: { name: string; onName: (name: string) => void }) {
  const { t } = useLingui();
  return (
    <TitledSection title={t`A one-page summary`} className="mt-10 print:hidden">
      <Card className="mt-4 space-y-4">
        <p>
          <Trans>
            Print your results on one page, or save them as a PDF, to take to a counsellor, a parent
            or an interview: your interest code, the careers that fit you best and your personality
            in brief.
          </Trans>
        </p>
        <TextField
          label={t`Name on the summary`}
          optional
          hint={t`Printed at the top. It is not saved.`}
          autoComplete="name"
          maxChars={DISPLAY_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => onName(event.target.value)}
        />
        <Button onClick={() => window.print()}>
          <Trans>Print the summary</Trans>
        </Button>
      </Card>
    </TitledSection>
  );
}
