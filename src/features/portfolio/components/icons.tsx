import { icon } from '@/components/icons';

export const IconPencil = /* @__PURE__ */ icon([
  'M4 20h4L18.5 9.5a2.83 2.83 0 0 0-4-4L4 16v4',
  'M13.5 6.5l4 4',
]);
export const IconCheck = /* @__PURE__ */ icon(['M5 12l5 5L20 7']);
