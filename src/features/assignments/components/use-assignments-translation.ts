import { useFeatureTranslation } from '@/lib/feature-translations';
import { ASSIGNMENTS_NAMESPACE, assignmentsLocales } from '../locales';

export const useAssignmentsTranslation = () =>
  useFeatureTranslation(ASSIGNMENTS_NAMESPACE, assignmentsLocales);
