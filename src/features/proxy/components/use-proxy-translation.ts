import { useFeatureTranslation } from '@/lib/feature-translations';
import { PROXY_NAMESPACE, proxyLocales } from '../locales';

export const useProxyTranslation = () => useFeatureTranslation(PROXY_NAMESPACE, proxyLocales);
