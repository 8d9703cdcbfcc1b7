import { t } from '@lingui/core/macro';
import type { GroupInvite } from '@pathwise/contract';
import { dayInWords } from '@pathwise/ui';

/** Who made the group and until when, in one line (called while rendering). */
export function madeByLine(invite: GroupInvite): string {
  const ends = invite.endsOn ? dayInWords(invite.endsOn) : null;
  const by = invite.madeBy;
  if (by && ends) return t`Made by ${by}. Open until ${ends}.`;
  if (by) return t`Made by ${by}.`;
  if (ends) return t`Open until ${ends}.`;
  return t`The person who made it didn't give their name.`;
}
