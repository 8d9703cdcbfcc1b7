import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * A library's catalogue loader, from its own dynamic import (so each language is a chunk of its
 * own, fetched only by readers of that language).
 */
export const catalogueLoader =
  (load: (locale: Locale) => Promise<{ messages: Messages }>) =>
  async (locale: Locale): Promise<Messages> =>
    (await load(locale)).messages;

export type CatalogueLoader = ReturnType<typeof catalogueLoader>;
