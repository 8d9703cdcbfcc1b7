import { useLingui } from '@lingui/react/macro';
import type { CreatedPersonalityReport } from '@pathwise/contract';
import { removedReportNotice } from '@pathwise/api';
import { useToast } from '@pathwise/ui';
import { useCallback } from 'react';

/**
 * Tells the person that answers they gave before signing in became a report, and how to undo it.
 * The coins it earned are told by the header's coin toasts, as for any other award.
 */
export function useReportMadeNotice() {
  const { t } = useLingui();
  const toast = useToast();
  return useCallback(
    (report: CreatedPersonalityReport) => {
      toast({
        title: t`Your personality report is ready`,
        description: t`We made it from the answers you gave before signing in. Find it on your dashboard; if you’d rather not keep it, you can delete it from the report.`,
        tone: 'success',
        key: `personality-report:${report.id}`,
      });
      const removed = removedReportNotice(report);
      if (removed) toast({ ...removed, key: `removed-report:${report.removedReport?.id}` });
    },
    [toast, t],
  );
}
