import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a question says while its change is sent and once it is kept. */
export const SAVE_WORDS: Record<'saving' | 'saved', MessageDescriptor> = {
  saving: msg`Saving…`,
  // "Saved" names other things elsewhere (saved careers): this one is the answer's status.
  saved: msg({ message: 'Saved', context: 'an answer, just saved' }),
};
