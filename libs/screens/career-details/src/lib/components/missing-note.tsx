import type { CareerDetails } from '@pathwise/contract';
import { missingParts, orList } from '../career-sections';

/**
 * What the sources don't publish for this career, said once instead of as empty sections. BLS's
 * part is said only when the catalogue holds BLS figures at all.
 */
export function MissingNote({ career }: { career: CareerDetails }) {
  const { onet, bls } = missingParts(career);
  const withBls = career.sources.pay !== null ? bls : [];
  if (onet.length === 0 && withBls.length === 0) return null;
  return (
    <p className="selectable text-sm text-muted-foreground">
      {onet.length > 0 && (
        <>
          O*NET {career.sources.onet} has no {orList(onet)} for this career.{' '}
        </>
      )}
      {withBls.length > 0 && (
        <>The U.S. Bureau of Labor Statistics publishes no {orList(withBls)} figures for it.</>
      )}
    </p>
  );
}
