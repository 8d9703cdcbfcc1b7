import { useSearchParams } from 'react-router-dom';
import { EarlierReport } from './earlier-report';
import { OwnReport } from './own-report';
import { ReportAnswers } from './report-answers';
import { SharedReport } from './shared-report';

/**
 * /personality-report: one's own newest report; with `?report=<id>` an earlier one of theirs; with
 * `?shared=<id>` a report someone shared; with `?answers=<id>` the answers behind one of theirs.
 */
export function PersonalityReportScreen() {
  const [params] = useSearchParams();
  const shared = params.get('shared');
  const earlier = params.get('report');
  const answers = params.get('answers');
  if (shared !== null) return <SharedReport key={shared} shareId={shared} />;
  if (answers !== null) return <ReportAnswers key={answers} reportId={answers} />;
  if (earlier !== null) return <EarlierReport key={earlier} reportId={earlier} />;
  return <OwnReport />;
}
