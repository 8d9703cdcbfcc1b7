import { msg, plural, t } from '@lingui/core/macro';
import { formatNumber, i18n } from '@pathwise/i18n';

const WORDS = [
  undefined,
  msg({
    message: 'one',
    comment: 'A count of choices said as a word, as in "That’s one already" (a choice)',
  }),
  msg({ message: 'two', comment: 'A count of choices said as a word' }),
  msg({ message: 'three', comment: 'A count of choices said as a word' }),
  msg({ message: 'four', comment: 'A count of choices said as a word' }),
  msg({ message: 'five', comment: 'A count of choices said as a word' }),
  msg({ message: 'six', comment: 'A count of choices said as a word' }),
  msg({ message: 'seven', comment: 'A count of choices said as a word' }),
  msg({ message: 'eight', comment: 'A count of choices said as a word' }),
  msg({ message: 'nine', comment: 'A count of choices said as a word' }),
  msg({ message: 'ten', comment: 'A count of choices said as a word' }),
];

/** A small count as a word in the reader's language ("three"), a larger one as digits. */
export const countInWords = (count: number) => {
  const word = WORDS[count];
  return word ? i18n._(word) : formatNumber(count);
};

/** The rule of a question with a most choices, said in words. */
export const maxRuleText = (max: number) => {
  const count = countInWords(max);
  return t`${plural(max, { one: 'Choose one.', other: `Choose up to ${count}.` })}`;
};

/** What a refused extra tick says. */
export const overMaxText = (max: number) => {
  const count = countInWords(max);
  return t`That’s ${count} already: untick one to choose another.`;
};

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
