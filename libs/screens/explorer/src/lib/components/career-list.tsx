import { useLingui } from '@lingui/react/macro';
import {
  type Range,
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CareerRow as Career } from '../hooks/use-career-pages';
import { CareerRow, PlaceholderRow } from './career-row';

/**
 * A row's usual height: two lines of details on a narrow screen, one on a wide one. Rows are
 * measured once drawn; a close guess keeps the first drawing from shifting.
 */
const rowEstimate = () => (window.innerWidth >= 700 ? 98 : 122);

type CareerListProps = {
  rows: readonly Career[];
  total: number;
  /** Older results on screen while new ones load. */
  stale: boolean;
  /** Told the last row on screen as the list scrolls, to load pages before they are needed. */
  onReach: (index: number) => void;
  /** All jobs' growth over the decade (BLS), to word each career's against. */
  allGrowthPercent: number | null;
};

/**
 * Every matching career as one list of `total` rows, drawing only those near the screen, so a
 * thousand careers scroll as smoothly as ten. Rows not loaded yet show as placeholders. Screen
 * readers hear each row's place in the whole list (aria-posinset of aria-setsize).
 */
export function CareerList({ rows, total, stale, onReach, allGrowthPercent }: CareerListProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The focused row stays drawn even when scrolled away, so keyboard focus is never lost.
  const [focused, setFocused] = useState<number | null>(null);

  useLayoutEffect(() => {
    // The list starts below the heading and filters: the page's scroll position is measured from there.
    const measure = () => {
      const list = listRef.current;
      if (list) setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // Measured in the next frame: a change made while the observer reports would be a loop.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(document.documentElement);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  const estimate = rowEstimate();
  const heights = useRef<Map<Element, number> | null>(null);
  /**
   * A new row's height, read for all new rows at once: the virtualizer places each row as it is
   * measured, so reading them one by one would make the browser lay the page out once per row.
   */
  const heightOf = (element: Element) => {
    let read = heights.current;
    if (!read) {
      read = new Map();
      for (const row of listRef.current?.children ?? []) {
        read.set(row, (row as HTMLElement).offsetHeight);
      }
      heights.current = read;
      // Rows attached in one commit share one reading; the next commit reads afresh.
      queueMicrotask(() => (heights.current = null));
    }
    return read.get(element) ?? (element as HTMLElement).offsetHeight;
  };
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: total,
    estimateSize: () => estimate,
    overscan: 6,
    scrollMargin,
    getItemKey: useCallback((index: number) => rows[index]?.code ?? `row-${index}`, [rows]),
    // Without layout (as in jsdom) rows measure 0: keep the estimate so a sensible window is drawn.
    measureElement: (element, entry, instance) => {
      if (entry) return measureElement(element, entry, instance) || estimate;
      const known = instance.itemSizeCache.get(
        instance.options.getItemKey(instance.indexFromElement(element)),
      );
      return known ?? (heightOf(element) || estimate);
    },
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range);
        if (focused === null) return indexes;
        // With its neighbours, so Tab and Shift+Tab still step to the next and previous careers.
        const kept = [focused - 1, focused, focused + 1].filter(
          (index) => index >= 0 && index < range.count && !indexes.includes(index),
        );
        return kept.length ? [...indexes, ...kept].sort((a, b) => a - b) : indexes;
      },
      [focused],
    ),
    // Scrolling moves the drawn rows directly; React redraws only when other rows come into view.
    directDomUpdates: true,
    // Rows are re-measured in the next frame, so the redraw they cause never loops the observer.
    useAnimationFrameWithResizeObserver: true,
  });
  const listRefs = useCallback(
    (node: HTMLUListElement | null) => {
      listRef.current = node;
      virtualizer.containerRef(node);
    },
    [virtualizer],
  );
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastIndex >= 0) onReach(lastIndex);
  }, [lastIndex, onReach]);

  return (
    <ul
      ref={listRefs}
      role="list"
      aria-label={t`Careers`}
      aria-busy={stale}
      className="relative"
      onFocus={(event) => {
        const index = Number(event.target.closest('li')?.dataset['index']);
        if (Number.isInteger(index)) setFocused(index);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
      }}
    >
      {items.map((item) => {
        const career = rows[item.index];
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={total}
            aria-posinset={item.index + 1}
            className="absolute top-0 inset-s-0 w-full"
          >
            {career ? (
              <CareerRow career={career} allGrowthPercent={allGrowthPercent} />
            ) : (
              <PlaceholderRow />
            )}
          </li>
        );
      })}
    </ul>
  );
}
