import { createFileRoute } from '@tanstack/react-router';
import { NotAvailablePage } from '@/components/not-available-page';

/** /presets/:filter? (spec 1 §2 "optional filter parameter", e.g. a lab identifier). */
export const Route = createFileRoute('/_app/_shell/presets/{-$filter}')({
  component: () => <NotAvailablePage page="presets" />,
});
