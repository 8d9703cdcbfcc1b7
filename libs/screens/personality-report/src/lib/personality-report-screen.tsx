import { useSearchParams } from 'react-router-dom';
import { OwnReport } from './own-report';
import { SharedReport } from './shared-report';

/** /personality-report: one's own report, or with `?shared=<id>` a report someone shared. */
export function PersonalityReportScreen() {
  const [params] = useSearchParams();
  const shared = params.get('shared');
  return shared !== null ? <SharedReport key={shared} shareId={shared} /> : <OwnReport />;
}
