import { createFileRoute } from '@tanstack/react-router';
import { ProfileHost } from '@/app/profile-host';

/** /profile (spec 1 §2): heading Profile, no back button; the shell shows no banner here. */
export const Route = createFileRoute('/_app/_shell/profile')({
  component: ProfileHost,
});
