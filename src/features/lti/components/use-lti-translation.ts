import { useFeatureTranslation } from '@/lib/feature-translations';
import { LTI_NAMESPACE, ltiLocales } from '../locales';

export const useLtiTranslation = () => useFeatureTranslation(LTI_NAMESPACE, ltiLocales);
