import { icon } from '@/components/icons';

export const IconChevronDown = /* @__PURE__ */ icon(['M6 9l6 6 6-6']);
export const IconChevronRight = /* @__PURE__ */ icon(['M9 6l6 6-6 6']);
export const IconCopy = /* @__PURE__ */ icon([
  'M8 8m0 2a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2z',
  'M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2',
]);
export const IconSearch = /* @__PURE__ */ icon([
  'M10 10m-7 0a7 7 0 1 0 14 0a7 7 0 1 0-14 0',
  'M21 21l-6-6',
]);
