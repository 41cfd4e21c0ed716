import { useFeatureTranslation } from '@/lib/feature-translations';
import { ADMIN_NAMESPACE, adminLocales } from '../locales';

export const useAdminTranslation = () => useFeatureTranslation(ADMIN_NAMESPACE, adminLocales);
