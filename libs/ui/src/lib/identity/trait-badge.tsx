import type { BigFiveDomain } from '@pathwise/assessment';
import { cn } from '../cn';
import { type BadgeSize, RoundBadge, badgeIconSize } from './round-badge';
import { TraitIcon } from './trait-icon';

/**
 * A trait's drawing on a round tint. Traits share the app's own colour: colour marks interest
 * areas only, so it means one thing everywhere; the drawings tell the traits apart.
 */
export function TraitBadge({
  domain,
  size = 'md',
  named = false,
  className,
}: {
  domain: BigFiveDomain;
  size?: BadgeSize;
  /** True when the badge stands alone, without the trait's name beside it. */
  named?: boolean;
  className?: string;
}) {
  return (
    <RoundBadge
      size={size}
      className={cn('bg-accent text-primary print:bg-transparent print:text-black', className)}
    >
      <TraitIcon domain={domain} named={named} className={badgeIconSize(size)} />
    </RoundBadge>
  );
}
