import { useReportTexts } from '../hooks/use-report-texts';
import { reportScript } from '../report-script';
import type { Perspective, ReportContent } from '../report-view';
import { DomainDetails } from './domain-details';
import { QualityNote } from './quality-note';
import { ReadingGuide } from './reading-guide';
import { ReportChart } from './report-chart';
import { ReportSummary } from './report-summary';

/** The parts of a report that one's own and a shared report have in common. */
export function ReportBody({
  report,
  perspective,
}: {
  report: ReportContent;
  perspective: Perspective;
}) {
  const reportTexts = useReportTexts();
  return (
    <>
      <QualityNote quality={report.quality} perspective={perspective} />
      <ReportSummary
        domains={report.domains}
        perspective={perspective}
        script={() => reportScript(report, perspective, reportTexts.texts)}
      />
      <ReadingGuide normGroup={report.normGroup} perspective={perspective} />
      <ReportChart domains={report.domains} perspective={perspective} />
      <DomainDetails domains={report.domains} reportTexts={reportTexts} perspective={perspective} />
    </>
  );
}
