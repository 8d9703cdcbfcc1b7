import { dateCell, textCell } from './cells';

/**
 * The columns every O*NET rating file (Interests, Work Values, Skills, Education…) opens with:
 * the occupation, the rated element and its scale.
 */
export const ratingLeadColumns = [
  ['O*NET-SOC Code', 'onetSocCode', textCell],
  ['Title', 'title', textCell],
  ['Element ID', 'elementId', textCell],
  ['Element Name', 'elementName', textCell],
  ['Scale ID', 'scaleId', textCell],
  ['Scale Name', 'scaleName', textCell],
] as const;

/** …and the columns it closes with: when and how the rating was made. */
export const ratingTrailColumns = [
  ['Date', 'date', dateCell],
  ['Domain Source', 'domainSource', textCell],
] as const;
