import type { ComponentType } from 'react';
import { type CatalogueLoader, activeLocale, addMessages } from '@pathwise/i18n';
import type { RouteAccess } from '@pathwise/routes';

/**
 * Route `lazy` for a screen library: its code downloads only when the route is first visited.
 * 'session' screens get the app's store; 'guarded' ones also require sign-in. 'plain' screens
 * (the home page) load neither, to keep the first paint small.
 */
export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  access: RouteAccess = 'session',
) {
  return async () => {
    if (access === 'plain') return { Component: pick(await load()) };
    const [module, { withSession }] = await Promise.all([load(), import('./session-boundary')]);
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
