/**
 * "Anonymize names" is a setting of the device (the classroom projector's computer), not of the
 * user: it survives a sign-out (src/app/local-state.ts DEVICE_KEYS). Its own file, so the app
 * shell imports the key without the dashboard.
 */
export const ANONYMIZE_STORAGE_KEY = 'lab-portal:dashboard-anonymize';
