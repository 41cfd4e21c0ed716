import { createFileRoute } from '@tanstack/react-router';
import { BannersAdminPage } from '@/features/banners/components/banners-admin-page';

/** /admin/banners (issue 12 §4): under the layout that admits administrators and support. */
export const Route = createFileRoute('/_app/_shell/_developer/admin/banners')({
  // Imported on demand: the loader's zod schemas stay out of the app shell.
  loader: async ({ context }) => {
    const { loadAdminBanners } = await import('@/features/banners/load-admin-banners');
    await loadAdminBanners(context.queryClient, context.services);
  },
  component: BannersAdminPage,
});
