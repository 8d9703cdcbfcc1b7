import type { ComponentType } from 'react';
import { type CatalogueLoader, activeLocale, addMessages } from '@pathwise/i18n';
import type { RouteAccess } from '@pathwise/routes';
import { loadLazyWords } from './common-messages';
import type { LazyPart } from './words';

/**
 * Route `lazy` for a screen library: its code downloads only when the route is first visited,
 * together with the other libraries' words it shows (words.ts). 'session' screens get the app's
 * store; 'guarded' ones also require sign-in. 'plain' screens (the home page) load neither, to keep
 * the first paint small. Everything is fetched at once, so none waits for another.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  access: RouteAccess,
  part: LazyPart,
) {
  return async () => {
    const words = loadLazyWords(part);
    if (access === 'plain') {
      const [module] = await Promise.all([load(), words]);
      return { Component: pick(module) };
    }
    const [module, { withSession }] = await Promise.all([
      load(),
      import('./session-boundary'),
      words,
      loadLazyWords('session-boundary'),
    ]);
    return { Component: withSession(pick(module), access === 'guarded') };
  };
}

/** A screen library's module once its words in the reader's language are loaded too. */
export async function withMessages<M extends { loadMessages: CatalogueLoader }>(
  module: Promise<M>,
): Promise<M> {
  const loaded = await module;
  const locale = activeLocale();
  addMessages(locale, await loaded.loadMessages(locale));
  return loaded;
}
