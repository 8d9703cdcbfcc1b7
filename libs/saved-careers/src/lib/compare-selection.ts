import { plural, t } from '@lingui/core/macro';

/** More columns than this don't fit side by side, even on a wide screen; more cards get long. */
export const COMPARE_LIMIT = 3;

/** Whether this career's box can be ticked now: it already is, or there's room for one more. */
export const canPick = (picked: readonly string[], code: string): boolean =>
  picked.includes(code) || picked.length < COMPARE_LIMIT;

/** Ticks or unticks a career; past the limit nothing changes. */
export function togglePicked(picked: readonly string[], code: string): readonly string[] {
  if (picked.includes(code)) return picked.filter((entry) => entry !== code);
  return canPick(picked, code) ? [...picked, code] : picked;
}

/** What the person has picked so far and what they can do next. */
export function pickedStatus(count: number): string {
  if (count === 0) return t`Tick two or three careers to compare them.`;
  if (count === 1)
    return t`${plural(count, {
      one: '# career picked. Tick one or two more to compare them.',
      other: '# careers picked. Tick one or two more to compare them.',
    })}`;
  if (count < COMPARE_LIMIT)
    return t`${plural(count, {
      one: '# career picked. You can add one more.',
      other: '# careers picked. You can add one more.',
    })}`;
  return t`${plural(count, {
    one: '# career picked, the most to compare at once. Untick one to pick another.',
    other: '# careers picked, the most to compare at once. Untick one to pick another.',
  })}`;
}
