import { useFeatureTranslation } from '@/lib/feature-translations';
import { PURCHASE_NAMESPACE, purchaseLocales } from './locales';

export const usePurchaseTranslation = () =>
  useFeatureTranslation(PURCHASE_NAMESPACE, purchaseLocales);
