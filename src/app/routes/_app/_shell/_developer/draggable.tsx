import { createFileRoute } from '@tanstack/react-router';
import { DraggablePage } from '@/features/developer/components/draggable-page';

/** /draggable: the developer demo (administrators and support). */
export const Route = createFileRoute('/_app/_shell/_developer/draggable')({
  component: DraggablePage,
});
