import { useFeatureTranslation } from '@/lib/feature-translations';
import { ACTIVITIES_NAMESPACE, activitiesLocales } from '../locales';

export const useActivitiesTranslation = () =>
  useFeatureTranslation(ACTIVITIES_NAMESPACE, activitiesLocales);
