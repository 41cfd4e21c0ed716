import { useEffect, useRef, useState } from 'react';

/**
 * Whether a field has focus, for content shown only while it does (the password hints). When the
 * focus leaves because the pointer was pressed elsewhere, the field counts as focused until that
 * click is over: hiding the hints at once moves what is under the pointer (Save moves up), and
 * the click lands on nothing.
 */
export function useFocusThroughClick() {
  const [isFocused, setFocused] = useState(false);
  const isPointerDown = useRef(false);
  // Each focus gets a number, so a blur that hides late never hides a later focus.
  const focusCount = useRef(0);

  useEffect(() => {
    const down = () => (isPointerDown.current = true);
    const up = () => (isPointerDown.current = false);
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
    };
  }, []);

  const onFocus = () => {
    focusCount.current += 1;
    setFocused(true);
  };

  const onBlur = () => {
    const count = focusCount.current;
    const hide = () => {
      if (focusCount.current === count) setFocused(false);
    };
    if (!isPointerDown.current) return hide();
    const done = new AbortController();
    // The click is dispatched in the same task as pointerup: a task later it is over.
    const afterClick = () => {
      done.abort();
      setTimeout(hide, 0);
    };
    window.addEventListener('pointerup', afterClick, { signal: done.signal });
    window.addEventListener('pointercancel', afterClick, { signal: done.signal });
  };

  return { isFocused, onFocus, onBlur };
}
