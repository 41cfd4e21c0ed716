import { icon } from '@/components/icons';

export const IconChevronDown = /* @__PURE__ */ icon(['M6 9l6 6 6-6']);
export const IconDownload = /* @__PURE__ */ icon([
  'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  'M7 11l5 5 5-5',
  'M12 4v12',
]);
