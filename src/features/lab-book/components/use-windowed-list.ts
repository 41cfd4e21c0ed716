import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { computeOffsets, visibleRange } from '../windowing';

/** Pixels rendered above and below the viewport, so fast scrolling shows no gaps. */
const OVERSCAN = 800;
/** How long "stay at the bottom" holds while new rows are measured. */
const STICK_MS = 1500;

interface Options<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  estimate: (item: T) => number;
}

/**
 * Hand-written windowing over a scroll container: rows are measured with a ResizeObserver once
 * rendered, estimated before; only the rows near the viewport are in the DOM, between two
 * spacers. Long books (10,000 entries) keep a few dozen rows mounted. The list opens at its end
 * (the newest work, next to the editor): its first render already holds the last rows, and it is
 * scrolled there before the first paint.
 */
export function useWindowedList<T>({ items, keyOf, estimate }: Options<T>) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // Measured heights by row key: a mutable map kept for the life of the list; `measured` counts
  // its changes so the offsets are computed again.
  const [sizes] = useState(() => new Map<string, number>());
  const [measured, setMeasured] = useState(0);
  // Until the container is read: its end (the top is clamped to the last screen below).
  const [viewport, setViewport] = useState({ top: Number.POSITIVE_INFINITY, height: 800 });
  const stickUntil = useRef(0);
  /** What to keep at the bottom while sticking: the list's end, or the end of one row. */
  const stickTo = useRef<'end' | number>('end');
  /** The list was scrolled to its end when last read: rows coming in keep it there. */
  const isAtEnd = useRef(false);
  const shownItems = useRef(items);

  // Before the first paint, so the first frame shows the end the first render holds.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      isAtEnd.current = element.scrollTop + element.clientHeight >= element.scrollHeight - 2;
      setViewport((previous) =>
        previous.top === element.scrollTop && previous.height === element.clientHeight
          ? previous
          : { top: element.scrollTop, height: element.clientHeight },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    // What the user does ends "stay at the bottom".
    const release = () => {
      stickUntil.current = 0;
    };
    element.addEventListener('scroll', schedule, { passive: true });
    // Anything the user does in the list (scroll, press, key) means they are reading it: it must
    // not move under their pointer any more.
    const RELEASING = ['wheel', 'touchmove', 'pointerdown', 'keydown'] as const;
    for (const type of RELEASING) element.addEventListener(type, release, { passive: true });
    const observer = new ResizeObserver(schedule);
    observer.observe(element);
    read();
    return () => {
      element.removeEventListener('scroll', schedule);
      for (const type of RELEASING) element.removeEventListener(type, release);
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const rowObserver = useMemo(
    () =>
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            let changed = false;
            for (const entry of entries) {
              const key = (entry.target as HTMLElement).dataset.rowKey;
              if (!key) continue;
              const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
              if (Math.abs((sizes.get(key) ?? -1) - height) > 0.5) {
                sizes.set(key, height);
                changed = true;
              }
            }
            if (changed) setMeasured((value) => value + 1);
          }),
    [sizes],
  );
  useEffect(() => () => rowObserver?.disconnect(), [rowObserver]);

  /** Ref callback for each rendered row element (carrying `data-row-key`). */
  const measureRow = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !rowObserver) return;
      rowObserver.observe(element);
      return () => rowObserver.unobserve(element);
    },
    [rowObserver],
  );

  const offsets = useMemo(
    () =>
      computeOffsets(items.length, (index) => {
        const item = items[index]!;
        return sizes.get(keyOf(item)) ?? estimate(item);
      }),
    // `measured` changes when a row's measured height does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, keyOf, estimate, sizes, measured],
  );
  const total = offsets[items.length] ?? 0;
  const top = Math.min(viewport.top, Math.max(0, total - viewport.height));
  const { start, end } = visibleRange(offsets, top, viewport.height, OVERSCAN);

  // Rows arriving (older sessions read or downloaded after the newest) do not move a list that
  // shows its end away from it.
  useLayoutEffect(() => {
    if (shownItems.current === items) return;
    shownItems.current = items;
    const element = scrollRef.current;
    if (element && isAtEnd.current) element.scrollTop = element.scrollHeight;
  }, [items]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || stickUntil.current <= Date.now()) return;
    const target = stickTo.current;
    const bottom = target === 'end' ? undefined : offsets[target + 1];
    element.scrollTop =
      bottom === undefined ? element.scrollHeight : Math.max(0, bottom - element.clientHeight);
  });

  /** Scrolls to the end and stays there while the last rows are measured. */
  const scrollToEnd = useCallback(() => {
    stickUntil.current = Date.now() + STICK_MS;
    stickTo.current = 'end';
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  const scrollToStart = useCallback(() => {
    stickUntil.current = 0;
    const element = scrollRef.current;
    if (element) element.scrollTop = 0;
  }, []);

  /**
   * Scrolls so that row `index` ends at the bottom of the viewport (a note just written), and keeps
   * it there while the rows above it are measured.
   */
  const scrollToRowEnd = useCallback(
    (index: number) => {
      stickUntil.current = Date.now() + STICK_MS;
      stickTo.current = index;
      const element = scrollRef.current;
      const bottom = offsets[index + 1];
      if (element && bottom !== undefined)
        element.scrollTop = Math.max(0, bottom - element.clientHeight);
    },
    [offsets],
  );

  return {
    scrollRef,
    scrollToStart,
    scrollToRowEnd,
    measureRow,
    start,
    end,
    paddingTop: offsets[start] ?? 0,
    paddingBottom: Math.max(0, total - (offsets[end] ?? total)),
    scrollToEnd,
  };
}
