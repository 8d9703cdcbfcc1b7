import { t } from '@lingui/core/macro';
import {
  DISPLAY_NAME_MAX_LENGTH,
  GROUP_SHARES,
  type GroupShare,
  type GroupShares,
  type MembershipRequest,
  lineOfTextMini,
} from '@pathwise/contract';
import { textProblemWords } from '@pathwise/ui';
import { z } from 'zod/mini';

/**
 * The join form as the member fills it in: the name the group sees and the items ticked. Made when
 * the form is, so its messages are in the language active then.
 */
export function membershipFormSchema() {
  const maxChars = DISPLAY_NAME_MAX_LENGTH;
  return z.object({
    name: lineOfTextMini({
      max: DISPLAY_NAME_MAX_LENGTH,
      tooLong: () => t`Keep the name to ${maxChars} characters or fewer.`,
      words: textProblemWords,
    }),
    shares: z.array(z.enum(GROUP_SHARES)),
  });
}

export type MembershipFormValues = { name: string; shares: GroupShare[] };

export const toFormShares = (shares: GroupShares | undefined): GroupShare[] =>
  GROUP_SHARES.filter((share) => shares?.[share]);

export const toRequest = (values: MembershipFormValues): MembershipRequest => ({
  name: values.name,
  shares: Object.fromEntries(
    GROUP_SHARES.map((share) => [share, values.shares.includes(share)]),
  ) as GroupShares,
});
