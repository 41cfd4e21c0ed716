import { createFileRoute } from '@tanstack/react-router';
import { OpenMathPage } from '@/features/openmath/components/openmath-page';

/** /openmath: the worksheets site's open practice (students). */
export const Route = createFileRoute('/_app/_shell/_student/openmath')({
  component: OpenMathPage,
});
