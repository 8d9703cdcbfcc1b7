import { Plural, Trans } from '@lingui/react/macro';
import type { JobZone } from '@pathwise/assessment';
import type { Suggestions } from '@pathwise/contract';
import { formatMoney } from '@pathwise/i18n';
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
  const top = zones.at(-1);
  const floor = payFloor === null ? '' : formatMoney(payFloor);
  return (
    <div className="mt-1 space-y-1 text-sm">
      {why && (
        <p className="lg:hidden">
          <Trans>Zones 1 to {top} only, from your first answers.</Trans>{' '}
          <LinkButton className="font-medium" onClick={thenToList(onShowAll)}>
            <Trans>Show every zone</Trans>
          </LinkButton>
        </p>
      )}
      {payFloor !== null && (
        <p>
          <Trans>Median pay {floor} a year or more, from your answers.</Trans>{' '}
          <LinkButton className="font-medium" onClick={thenToList(onAnyPay)}>
            <Trans>Show any pay</Trans>
          </LinkButton>
        </p>
      )}
      {closeCount > 0 && (
        <p>
          <Trans>
            <a href={`#${closeId}`} className={cn('font-medium', linkClasses)}>
              <Plural
                value={closeCount}
                one="# career close to what you do now"
                other="# careers close to what you do now"
              />
            </a>
            , after your matches.
          </Trans>
        </p>
      )}
    </div>
  );
}
