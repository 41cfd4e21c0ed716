import { useFeatureTranslation } from '@/lib/feature-translations';
import { PRESETS_NAMESPACE, presetsLocales } from '../locales';

export const usePresetsTranslation = () => useFeatureTranslation(PRESETS_NAMESPACE, presetsLocales);
