import { useCallback, useState } from 'react';

/** Charts this far outside the viewport are drawn already, so scrolling finds them ready. */
const MARGIN_PX = 300;

/**
 * The width to draw a chart at, once its box is in or near the viewport (null before). A
 * school's dashboard holds hundreds of charts: only those in view are drawn, so the first screen
 * comes at once and scrolling draws the rest; text alternatives do not wait, only drawings do.
 * Measured in the commit (a ref callback), so a chart in view is drawn before the first paint,
 * without waiting a frame for an observer; later width changes come from a ResizeObserver.
 */
export function useDrawingWidth<T extends HTMLElement>() {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    const resize = new ResizeObserver(measure);
    const draw = () => {
      measure();
      resize.observe(element);
    };
    const box = element.getBoundingClientRect();
    if (box.bottom > -MARGIN_PX && box.top < window.innerHeight + MARGIN_PX) {
      draw();
      return () => resize.disconnect();
    }
    const view = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        view.disconnect();
        draw();
      },
      { rootMargin: `${MARGIN_PX}px 0px` },
    );
    view.observe(element);
    return () => {
      view.disconnect();
      resize.disconnect();
    };
  }, []);
  return [ref, width] as const;
}
