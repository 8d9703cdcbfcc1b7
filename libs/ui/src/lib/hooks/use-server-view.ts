import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True while rendering the view the build prerendered: on the server, and in the browser's first
 * render of a prerendered page (hydration), which must match that HTML. It turns false right after,
 * so what the browser alone knows (saved progress, a signed-in hint) shows from the next render.
 */
export function useServerView(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
