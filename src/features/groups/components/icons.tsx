import { icon } from '@/components/icons';

export const IconChevronDown = /* @__PURE__ */ icon(['M6 9l6 6 6-6']);
export const IconChevronRight = /* @__PURE__ */ icon(['M9 6l6 6-6 6']);
export const IconPencil = /* @__PURE__ */ icon([
  'M4 20h4L18.5 9.5a2.83 2.83 0 0 0-4-4L4 16v4',
  'M13.5 6.5l4 4',
]);
export const IconCopy = /* @__PURE__ */ icon([
  'M8 8m0 2a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2z',
  'M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2',
]);
