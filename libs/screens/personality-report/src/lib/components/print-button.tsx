import { Trans } from '@lingui/react/macro';
import { Button } from '@pathwise/ui';

/** Opens the browser's print dialog, where "Save as PDF" is one of the printers. */
export function PrintButton() {
  return (
    <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
      <Trans>Print or save as PDF</Trans>
    </Button>
  );
}
