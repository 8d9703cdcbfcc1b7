import type { ComponentType } from 'react';

/** Route `lazy` for a screen library: its code downloads only when the route is first visited. */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
