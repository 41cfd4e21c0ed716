import { useFeatureTranslation } from '@/lib/feature-translations';
import { BANNERS_NAMESPACE, bannerLocales } from '../locales';

export const useBannersTranslation = () => useFeatureTranslation(BANNERS_NAMESPACE, bannerLocales);
