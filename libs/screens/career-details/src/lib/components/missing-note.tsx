import { Trans } from '@lingui/react/macro';
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
  const release = career.sources.onet;
  const onetMissing = orList(onet);
  const blsMissing = orList(withBls);
  return (
    <p className="selectable text-sm text-muted-foreground">
      {onet.length > 0 && (
        <>
          <Trans>
            O*NET {release} has no {onetMissing} for this career.
          </Trans>{' '}
        </>
      )}
      {withBls.length > 0 && (
        <Trans>The U.S. Bureau of Labor Statistics publishes no {blsMissing} figures for it.</Trans>
      )}
    </p>
  );
}
