import { ONET_ATTRIBUTION } from '@pathwise/contract';
import { cn } from '../cn';

/** The O*NET credit, for every screen that shows O*NET content (its licence asks for it). */
export function OnetAttribution({ className }: { className?: string }) {
  return (
    <p className={cn('selectable text-sm text-muted-foreground', className)}>
      {ONET_ATTRIBUTION.text}{' '}
      <a className="underline underline-offset-2" href={ONET_ATTRIBUTION.databaseUrl}>
        The O*NET database
      </a>
      {' · '}
      <a className="underline underline-offset-2" href={ONET_ATTRIBUTION.licenseUrl}>
        CC BY 4.0 licence
      </a>
    </p>
  );
}
