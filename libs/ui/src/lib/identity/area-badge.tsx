import type { RiasecArea } from '@pathwise/assessment';
import { Fragment } from 'react';
import { cn } from '../cn';
import { type BadgeSize, RoundBadge, badgeIconSize } from './round-badge';
import { AREA_COLOURS } from './area-colours';
import { AreaIcon } from './area-icon';
import { areaName } from './identity-names';

/** An area's drawing in its colour on a round tint: the area's mark beside its name. */
export function AreaBadge({
  area,
  size = 'md',
  named = false,
  className,
}: {
  area: RiasecArea;
  size?: BadgeSize;
  /** True when the badge stands alone, without the area's name beside it. */
  named?: boolean;
  className?: string;
}) {
  const colour = AREA_COLOURS[area];
  return (
    <RoundBadge size={size} className={cn(colour.soft, colour.ink, className)}>
      <AreaIcon area={area} named={named} className={badgeIconSize(size)} />
    </RoundBadge>
  );
}

/** An area's name with its drawing, on its tint: how a career's or a person's areas are listed. */
export function AreaTag({ area, className }: { area: RiasecArea; className?: string }) {
  const colour = AREA_COLOURS[area];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full py-0.5 pe-2.5 ps-1.5 text-sm font-medium text-foreground',
        colour.soft,
        className,
      )}
    >
      <AreaIcon area={area} className={cn('size-4', colour.ink)} />
      {areaName(area)}
    </span>
  );
}

/**
 * Several areas as tags, in the order given (strongest first where that matters), after a label.
 * Plain text with commas for screen readers, so a row that holds them reads as one sentence.
 */
export function AreaTags({
  areas,
  label,
  showLabel = false,
  className,
}: {
  areas: readonly RiasecArea[];
  /** What the tags are, e.g. "Interests:"; screen readers hear it, and everyone sees it if shown. */
  label: string;
  /** Shows the label in front of the tags. */
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>{' '}
      {areas.map((area, index) => (
        <Fragment key={area}>
          {index > 0 && <span className="sr-only">, </span>}
          <AreaTag area={area} />
        </Fragment>
      ))}
    </span>
  );
}
