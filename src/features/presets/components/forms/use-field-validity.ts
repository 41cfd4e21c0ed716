import { useCallback, useState } from 'react';

/** Which fields of a popup hold a value that is not valid: Save waits until none does. */
export function useFieldValidity() {
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (key: string, isValid: boolean) =>
      setInvalid((current) => {
        if (isValid === !current.has(key)) return current;
        const next = new Set(current);
        if (isValid) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  return { isValid: invalid.size === 0, report };
}

export type ReportValidity = (key: string, isValid: boolean) => void;
