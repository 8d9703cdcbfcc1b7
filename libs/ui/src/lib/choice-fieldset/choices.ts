const WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A small count as a word ("three"), a larger one as digits. */
export const countInWords = (count: number) => WORDS[count] ?? String(count);

/** The rule of a question with a most choices, said in words. */
export const maxRuleText = (max: number) =>
  max === 1 ? 'Choose one.' : `Choose up to ${countInWords(max)}.`;

/** What a refused extra tick says. */
export const overMaxText = (max: number) =>
  `That’s ${countInWords(max)} already: untick one to choose another.`;

/**
 * The ticked values after `value` was ticked or unticked: in the order they are offered, with any
 * ticked value the list doesn't offer (kept from an older list) after them, so it can be unticked.
 */
export function toggledValues(
  offered: readonly string[],
  current: readonly string[],
  value: string,
): string[] {
  const next = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  return [
    ...offered.filter((item) => next.includes(item)),
    ...next.filter((item) => !offered.includes(item)),
  ];
}
