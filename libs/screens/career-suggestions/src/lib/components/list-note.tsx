import { type JobZone, payFloorText } from '@pathwise/assessment';
import type { Suggestions } from '@pathwise/contract';
import { LinkButton, cn, linkClasses } from '@pathwise/ui';
import { focusList } from './suggestion-list';

/** A note's button goes once pressed: focus then moves to the list (`focusList`). */
const thenToList = (action: () => void) => () => {
  action();
  focusList();
};

/**
 * Under the count: on a phone, that the first answers chose the zones (the full reason is in the
 * filters), and a link to the careers close to the person's job, listed after the matches.
 */
export function ListNote({
  why,
  zones,
  close,
  closeId,
  onShowAll,
  payFloor,
  onAnyPay,
}: {
  why: string | null;
  zones: readonly JobZone[];
  close: Suggestions['close'];
  closeId: string;
  onShowAll: () => void;
  /** The pay floor from the person's answers, while it applies; null otherwise. */
  payFloor: number | null;
  onAnyPay: () => void;
}) {
  const closeCount = close?.items.length ?? 0;
  if (!why && closeCount === 0 && payFloor === null) return null;
  return (
    <div className="mt-1 space-y-1 text-sm">
      {why && (
        <p className="lg:hidden">
          Zones 1 to {zones.at(-1)} only, from your first answers.{' '}
          <LinkButton className="font-medium" onClick={thenToList(onShowAll)}>
            Show every zone
          </LinkButton>
        </p>
      )}
      {payFloor !== null && (
        <p>
          Median pay {payFloorText(payFloor)} a year or more, from your answers.{' '}
          <LinkButton className="font-medium" onClick={thenToList(onAnyPay)}>
            Show any pay
          </LinkButton>
        </p>
      )}
      {closeCount > 0 && (
        <p>
          <a href={`#${closeId}`} className={cn('font-medium', linkClasses)}>
            {closeCount === 1 ? '1 career' : `${closeCount} careers`} close to what you do now
          </a>
          , after your matches.
        </p>
      )}
    </div>
  );
}
