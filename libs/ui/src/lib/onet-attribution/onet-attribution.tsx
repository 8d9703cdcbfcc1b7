import { ONET_ATTRIBUTION } from '@pathwise/contract';
import { cn } from '../cn';

/** The release the server named in the page (`<meta name="onet-release">`), if any. */
const pageRelease = () =>
  typeof document === 'undefined'
    ? null
    : (document.querySelector<HTMLMetaElement>('meta[name="onet-release"]')?.content ?? null);

/**
 * The O*NET credit, for every screen that shows O*NET content (its licence asks for it), naming the
 * release the catalogue holds: given, or as the server wrote it into the page.
 */
export function OnetAttribution({
  className,
  release,
}: {
  className?: string;
  /** The O*NET release the catalogue holds, where the screen has it from the API. */
  release?: string | null;
}) {
  const shown = release || pageRelease();
  return (
    <p className={cn('selectable text-sm text-muted-foreground', className)}>
      {ONET_ATTRIBUTION.text(shown)}{' '}
      <a className="underline underline-offset-2" href={ONET_ATTRIBUTION.databaseUrl}>
        The O*NET database
      </a>
      {' · '}
      <a className="underline underline-offset-2" href={ONET_ATTRIBUTION.licenseUrl}>
        CC BY 4.0 license
      </a>
    </p>
  );
}
