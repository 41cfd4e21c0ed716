import { useFeatureTranslation } from '@/lib/feature-translations';
import { DASHBOARD_NAMESPACE, dashboardLocales } from './locales';

export const useDashboardTranslation = () =>
  useFeatureTranslation(DASHBOARD_NAMESPACE, dashboardLocales);
