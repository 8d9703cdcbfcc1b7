import { msg } from '@lingui/core/macro';

/** The scale's points as the reader's language says them (how well a statement describes them). */
export const LIKERT_LABEL_MESSAGES = [
  msg({ message: 'Very inaccurate', comment: 'How well a statement describes the reader: 1 of 5' }),
  msg({
    message: 'Moderately inaccurate',
    comment: 'How well a statement describes the reader: 2 of 5',
  }),
  msg({
    message: 'Neither accurate nor inaccurate',
    comment: 'How well a statement describes the reader: 3 of 5',
  }),
  msg({
    message: 'Moderately accurate',
    comment: 'How well a statement describes the reader: 4 of 5',
  }),
  msg({ message: 'Very accurate', comment: 'How well a statement describes the reader: 5 of 5' }),
] as const;
