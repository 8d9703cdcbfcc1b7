import { t } from '@lingui/core/macro';
import { type CreatedPersonalityReport, REPORTS_KEPT } from '@pathwise/contract';
import { formatDate } from '@pathwise/i18n';

/**
 * What to tell a person when making a report removed their oldest unshared one (the API names it),
 * or null when nothing went. Shown wherever a report is made, so nobody loses one unawares.
 */
export function removedReportNotice(
  report: CreatedPersonalityReport,
): { title: string; description: string } | null {
  if (!report.removedReport) return null;
  const day = formatDate(report.removedReport.createdAt);
  const kept = REPORTS_KEPT.unshared;
  return {
    title: t`Your oldest report, from ${day}, was removed`,
    description: t`Pathwise keeps your ${kept} most recent reports, plus any you are sharing, for as long as you share them.`,
  };
}
