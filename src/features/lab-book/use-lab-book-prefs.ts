import { useCallback, useState } from 'react';
import {
  parsePageSize,
  parseTimeScale,
  type PageSize,
  type TimeScale,
} from '@common/domain/lab-book-rules';
import { getCookie, setCookie } from '@/lib/cookies';

/** Spec 2 §7: the time scale and the page size are kept in cookies for about 50 days. */
export const TIME_SCALE_COOKIE = 'labbook_timescale';
export const PAGE_SIZE_COOKIE = 'labbook_pagination';
export const PREFS_COOKIE_DAYS = 50;

export function useLabBookPrefs() {
  const [timeScale, setTimeScaleState] = useState<TimeScale>(() =>
    parseTimeScale(getCookie(TIME_SCALE_COOKIE)),
  );
  const [pageSize, setPageSizeState] = useState<PageSize>(() =>
    parsePageSize(getCookie(PAGE_SIZE_COOKIE)),
  );
  const setTimeScale = useCallback((value: TimeScale) => {
    setTimeScaleState(value);
    setCookie(TIME_SCALE_COOKIE, String(value), { days: PREFS_COOKIE_DAYS });
  }, []);
  const setPageSize = useCallback((value: PageSize) => {
    setPageSizeState(value);
    setCookie(PAGE_SIZE_COOKIE, String(value), { days: PREFS_COOKIE_DAYS });
  }, []);
  return { timeScale, setTimeScale, pageSize, setPageSize };
}
