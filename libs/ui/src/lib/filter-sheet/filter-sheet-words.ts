const numbers = new Intl.NumberFormat('en-GB');
const careers = (count: number) => `${numbers.format(count)} ${count === 1 ? 'career' : 'careers'}`;

/** What the sheet says while the person changes its controls, and once it has applied them. */
export const matchesText = (matches: number | null) =>
  matches === null
    ? 'Counting careers…'
    : `${careers(matches)} ${matches === 1 ? 'matches' : 'match'}`;

/** The apply button's words: what applying will show. */
export const showText = (matches: number | null) =>
  matches === null ? 'Show careers' : `Show ${careers(matches)}`;
