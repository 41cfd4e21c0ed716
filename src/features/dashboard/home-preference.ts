import { useCallback, useState } from 'react';
import {
  getCookie,
  INSTRUCTOR_HOME_COOKIE,
  INSTRUCTOR_HOME_COOKIE_DAYS,
  setCookie,
} from '@/lib/cookies';

/**
 * Spec 2 §2: the instructor's home screen, in the `instructorhome` cookie for 50 days. Unset
 * means the dashboard asks on its first visit (the loader already treats unset as dashboard).
 */
export type HomePreference = 'unset' | 'labs' | 'dashboard';

export function parseHomePreference(value: string | undefined): HomePreference {
  if (value === undefined || value === '') return 'unset';
  return value === 'dashboard' ? 'dashboard' : 'labs';
}

export function useHomePreference() {
  const [preference, setState] = useState<HomePreference>(() =>
    parseHomePreference(getCookie(INSTRUCTOR_HOME_COOKIE)),
  );
  const setPreference = useCallback((value: Exclude<HomePreference, 'unset'>) => {
    setCookie(INSTRUCTOR_HOME_COOKIE, value, { days: INSTRUCTOR_HOME_COOKIE_DAYS });
    setState(value);
  }, []);
  return [preference, setPreference] as const;
}
