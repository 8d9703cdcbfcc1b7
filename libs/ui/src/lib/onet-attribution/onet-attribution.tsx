import { Trans } from '@lingui/react/macro';
import { ONET_ATTRIBUTION } from '@pathwise/contract';
import { cn } from '../cn';

/** The release the server named in the page (`<meta name="onet-release">`), if any. */
const pageRelease = () =>
  typeof document === 'undefined'
    ? null
    : (document.querySelector<HTMLMetaElement>('meta[name="onet-release"]')?.content ?? null);

/**
 * The O*NET credit, for every screen that shows O*NET content (its licence asks for it), naming the
 * release the catalogue holds: given, or as the server wrote it into the page. Its English is
 * `ONET_ATTRIBUTION.text`'s, word for word.
 */
export function OnetAttribution({
  className,
  release: given,
}: {
  className?: string;
  /** The O*NET release the catalogue holds, where the screen has it from the API. */
  release?: string | null;
}) {
  const release = given || pageRelease();
  // The release sits in a slot of its own, which the server fills in every language (apps/api's
  // withOnetRelease), so a page written at build time hydrates with the release it names.
  const releaseText = release ? ` ${release}` : '';
  return (
    <p className={cn('selectable text-sm text-muted-foreground', className)}>
      <Trans>
        This site incorporates information from the O*NET
        <span data-onet-release="">{releaseText}</span> Database by the U.S. Department of Labor,
        Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET®
        is a trademark of USDOL/ETA. Pathwise has modified all or some of this information.
        USDOL/ETA has not approved, endorsed, or tested these modifications.
      </Trans>{' '}
      <a className="underline underline-offset-2" href={ONET_ATTRIBUTION.databaseUrl}>
        <Trans>The O*NET database</Trans>
      </a>
      {' · '}
      <a className="underline underline-offset-2" href={ONET_ATTRIBUTION.licenseUrl}>
        <Trans>CC BY 4.0 license</Trans>
      </a>
    </p>
  );
}
