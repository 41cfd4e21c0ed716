import { useFeatureTranslation } from '@/lib/feature-translations';
import { COMMUNITY_NAMESPACE, communityLocales } from './locales';

export const useCommunityTranslation = () =>
  useFeatureTranslation(COMMUNITY_NAMESPACE, communityLocales);
