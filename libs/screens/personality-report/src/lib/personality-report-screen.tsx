import { useSearchParams } from 'react-router-dom';
import { EarlierReport } from './earlier-report';
import { OwnReport } from './own-report';
import { SharedReport } from './shared-report';

/**
 * /personality-report: one's own newest report; with `?report=<id>` an earlier one of theirs; with
 * `?shared=<id>` a report someone shared.
 */
export function PersonalityReportScreen() {
  const [params] = useSearchParams();
  const shared = params.get('shared');
  const earlier = params.get('report');
  if (shared !== null) return <SharedReport key={shared} shareId={shared} />;
  if (earlier !== null) return <EarlierReport key={earlier} reportId={earlier} />;
  return <OwnReport />;
}
