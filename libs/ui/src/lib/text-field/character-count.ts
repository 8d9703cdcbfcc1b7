import { plural, t } from '@lingui/core/macro';
import { formatNumber } from '@pathwise/i18n';

/** What a character count says: how many of the most allowed, or how many too many. */
export function characterCountText(length: number, max: number): string {
  if (length <= max) {
    const typed = formatNumber(length);
    return t`${plural(max, { one: `${typed} of # character`, other: `${typed} of # characters` })}`;
  }
  const over = length - max;
  return t`${plural(over, { one: '# character too many', other: '# characters too many' })}`;
}
