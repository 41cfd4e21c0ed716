import { useFeatureTranslation } from '@/lib/feature-translations';
import { GROUPS_NAMESPACE, groupsLocales } from '../locales';

export const useGroupsTranslation = () => useFeatureTranslation(GROUPS_NAMESPACE, groupsLocales);
