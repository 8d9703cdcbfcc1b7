import type { CreatedPersonalityReport } from '@pathwise/contract';
import { useToast } from '@pathwise/ui';
import { useCallback } from 'react';

/**
 * Tells the person that answers they gave before signing in became a report, and how to undo it.
 * The coins it earned are told by the header's coin toasts, as for any other award.
 */
export function useReportMadeNotice() {
  const toast = useToast();
  return useCallback(
    (report: CreatedPersonalityReport) =>
      toast({
        title: 'Your personality report is ready',
        description:
          'We made it from the answers you gave before signing in. Find it on your dashboard; if you’d rather not keep it, you can delete it from the report.',
        tone: 'success',
        key: `personality-report:${report.id}`,
      }),
    [toast],
  );
}
