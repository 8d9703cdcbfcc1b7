import { useCallback, useState } from 'react';

/**
 * The width of an element, following resizes where the browser can report them; `fallback` where
 * nothing can be measured (tests, or before the first layout). Charts drawn at a measured size
 * render everywhere, unlike ones that wait for a responsive container.
 */
export function useElementWidth(fallback: number) {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(([entry]) => {
        const measured = Math.round(entry?.contentRect.width ?? 0);
        setWidth(measured > 0 ? measured : fallback);
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [fallback],
  );
  return [ref, width] as const;
}
