import { useTrack } from '@pathwise/analytics';
import { useEffect } from 'react';

/** Records one view per report shown (not per re-render or refetch). */
export function useReportViewed(reportId: string | undefined, shared: boolean) {
  const track = useTrack();
  useEffect(() => {
    if (reportId) track('personality_report_viewed', { shared });
  }, [track, reportId, shared]);
}
