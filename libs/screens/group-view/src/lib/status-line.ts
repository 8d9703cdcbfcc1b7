import { plural, t } from '@lingui/core/macro';
import type { GroupView } from '@pathwise/contract';
import { dayInWords } from '@pathwise/ui';

// The contract has already checked these dates; the raw date is only a fallback that still reads.
const dayOf = (iso: string): string => dayInWords(iso) ?? iso;

/** How many members, and open until when or closed since when: one line under the name. */
export function statusLine(view: GroupView): string {
  if (view.closedAt) {
    const day = dayOf(view.closedAt);
    return t`Closed on ${day}. Nothing members shared can be seen any more.`;
  }
  if (!view.open) {
    const day = dayOf(view.endsOn ?? '');
    return t`Ended on ${day}. Nothing members shared can be seen any more.`;
  }
  const count = plural(view.memberCount, { one: '# member', other: '# members' });
  if (view.endsOn) {
    const day = dayOf(view.endsOn);
    return t`${count}. Open until ${day}.`;
  }
  return t`${count}. Open until you close it.`;
}
