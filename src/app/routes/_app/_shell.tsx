import { createFileRoute } from '@tanstack/react-router';
import { AppLayout } from '@/app/shell/app-layout';

export const Route = createFileRoute('/_app/_shell')({
  component: AppLayout,
});
