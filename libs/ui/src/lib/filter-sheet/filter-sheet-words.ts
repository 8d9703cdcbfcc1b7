import { plural, t } from '@lingui/core/macro';

/** What the sheet says while the person changes its controls, and once it has applied them. */
export const matchesText = (matches: number | null) =>
  matches === null
    ? t`Counting careers…`
    : t`${plural(matches, { one: '# career matches', other: '# careers match' })}`;

/** The apply button's words: what applying will show. */
export const showText = (matches: number | null) =>
  matches === null
    ? t`Show careers`
    : t`${plural(matches, { one: 'Show # career', other: 'Show # careers' })}`;
