import { t } from '@lingui/core/macro';
import { GROUP_LIMITS, type NewGroup, lineOfTextMini } from '@pathwise/contract';
import { textProblemWords } from '@pathwise/ui';
import { z } from 'zod/mini';

/** A day as YYYY-MM-DD in the reader's own time zone, as a date field gives it. */
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The first and last end date the API accepts (its days are UTC: one day's leeway each side). */
export function endDateRange(now = new Date()): { min: string; max: string } {
  const last = new Date(now);
  last.setDate(last.getDate() + GROUP_LIMITS.endWithinDays - 1);
  return { min: localDay(now), max: localDay(last) };
}

/** The new group's form: a name, and an end date that may be left empty. */
export function newGroupFormSchema() {
  const maxChars = GROUP_LIMITS.nameLength;
  const { min, max } = endDateRange();
  return z.object({
    name: lineOfTextMini({
      max: maxChars,
      tooLong: () => t`Keep the name to ${maxChars} characters or fewer.`,
      words: textProblemWords,
    }),
    endsOn: z
      .string()
      .check(
        z.refine(
          (day) => day === '' || (day >= min && day <= max),
          t`Choose a day from today to a year from now, or leave it empty.`,
        ),
      ),
  });
}

export type NewGroupFormValues = { name: string; endsOn: string };

export const toNewGroup = ({ name, endsOn }: NewGroupFormValues): NewGroup =>
  endsOn ? { name, endsOn } : { name };
