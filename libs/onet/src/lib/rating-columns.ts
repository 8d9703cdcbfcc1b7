import { dateCell, textCell } from './cells';
import { LAYOUT_29_ONLY } from './layout';

/**
 * The columns every O*NET rating file (Interests, Work Values, Skills, Education…) opens with:
 * the occupation, the rated element and its scale (29.x also repeats the title and scale name).
 */
export const ratingLeadColumns = [
  ['O*NET-SOC Code', 'onetSocCode', textCell],
  ['Title', 'title', textCell, LAYOUT_29_ONLY],
  ['Element ID', 'elementId', textCell],
  ['Element Name', 'elementName', textCell],
  ['Scale ID', 'scaleId', textCell],
  ['Scale Name', 'scaleName', textCell, LAYOUT_29_ONLY],
] as const;

/** …and the columns it closes with: when and how the rating was made. */
export const ratingTrailColumns = [
  ['Date', 'date', dateCell],
  ['Domain Source', 'domainSource', textCell],
] as const;
