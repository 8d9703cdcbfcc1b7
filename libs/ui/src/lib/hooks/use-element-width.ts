import { useCallback, useState } from 'react';

/**
 * The width of an element, following resizes where the browser can report them; `fallback` where
 * nothing can be measured (tests without layout, or an element not yet laid out). Charts drawn at
 * a measured size render everywhere, unlike ones that wait for a responsive container.
 */
export function useElementWidth(fallback: number) {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return;
      // Measured as the element is attached, so the first frame a person sees is already the
      // element's own width: a resize observer only reports after a paint at the fallback width,
      // which on a narrow phone draws the chart wider than the screen for that frame.
      const attached = Math.round(node.getBoundingClientRect().width);
      if (attached > 0) setWidth(attached);
      if (typeof ResizeObserver === 'undefined') return;
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
