import { useFeatureTranslation } from '@/lib/feature-translations';
import { PROFILE_NAMESPACE, profileLocales } from './locales';

export const useProfileTranslation = () => useFeatureTranslation(PROFILE_NAMESPACE, profileLocales);
