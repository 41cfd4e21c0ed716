import type { SVGProps } from 'react';

/**
 * A small set of line icons (24 x 24, current colour), drawn after Tabler Icons (MIT). Icons are
 * decorative: the control that holds one carries the accessible name.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** An icon component from SVG path data (24 x 24 grid). */
export function icon(paths: string[], defaultSize = 20) {
  return function Icon({ size = defaultSize, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const IconHome = /* @__PURE__ */ icon([
  'M5 12H3l9-9 9 9h-2',
  'M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7',
  'M9 21v-6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v6',
]);
export const IconFlask = /* @__PURE__ */ icon([
  'M9 3h6',
  'M10 9h4',
  'M10 3v6L5 18a2 2 0 0 0 1.75 3h10.5A2 2 0 0 0 19 18l-5-9V3',
]);
export const IconFlaskPlus = /* @__PURE__ */ icon([
  'M9 3h6',
  'M10 3v6L5 18a2 2 0 0 0 1.75 3H12',
  'M14 3v6l2.2 4',
  'M16 19h6',
  'M19 16v6',
]);
export const IconBook = /* @__PURE__ */ icon([
  'M3 19a9 9 0 0 1 9 0 9 9 0 0 1 9 0',
  'M3 6a9 9 0 0 1 9 0 9 9 0 0 1 9 0',
  'M3 6v13',
  'M12 6v13',
  'M21 6v13',
]);
export const IconDashboard = /* @__PURE__ */ icon([
  'M4 4h6v8H4z',
  'M4 16h6v4H4z',
  'M14 12h6v8h-6z',
  'M14 4h6v4h-6z',
]);
export const IconFolder = /* @__PURE__ */ icon([
  'M5 4h4l3 3h7a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2',
]);
export const IconActivity = /* @__PURE__ */ icon(['M3 12h4l3 8 4-16 3 8h4']);
export const IconClipboard = /* @__PURE__ */ icon([
  'M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2',
  'M9 3h6v4H9z',
  'M9 12h6',
  'M9 16h6',
]);
export const IconUsers = /* @__PURE__ */ icon([
  'M9 7a4 4 0 1 0 8 0 4 4 0 1 0-8 0',
  'M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2',
  'M16 3.13a4 4 0 0 1 0 7.75',
  'M21 21v-2a4 4 0 0 0-3-3.85',
]);
export const IconChevronLeft = /* @__PURE__ */ icon(['M15 6l-6 6 6 6']);
export const IconChevronRight = /* @__PURE__ */ icon(['M9 6l6 6-6 6']);
export const IconArrowLeft = /* @__PURE__ */ icon(['M5 12h14', 'M5 12l6 6', 'M5 12l6-6']);
export const IconDots = /* @__PURE__ */ icon(['M5 12h.01', 'M12 12h.01', 'M19 12h.01']);
export const IconUser = /* @__PURE__ */ icon([
  'M8 7a4 4 0 1 0 8 0 4 4 0 0 0-8 0',
  'M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2',
]);
export const IconMoon = /* @__PURE__ */ icon(['M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9']);
export const IconLanguage = /* @__PURE__ */ icon([
  'M4 5h7',
  'M9 3v2c0 4.42-2.24 8-5 8',
  'M5 9c0 2.14 2.95 3.9 6.7 4',
  'M12 20l4-9 4 9',
  'M19.1 18h-6.2',
]);
export const IconLogout = /* @__PURE__ */ icon([
  'M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2',
  'M9 12h12l-3-3',
  'M18 15l3-3',
]);
export const IconShield = /* @__PURE__ */ icon([
  'M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3',
]);
export const IconFileText = /* @__PURE__ */ icon([
  'M14 3v4a1 1 0 0 0 1 1h4',
  'M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z',
  'M9 9h1',
  'M9 13h6',
  'M9 17h6',
]);
export const IconLock = /* @__PURE__ */ icon([
  'M5 13a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z',
  'M8 11V7a4 4 0 1 1 8 0v4',
]);
export const IconEye = /* @__PURE__ */ icon([
  'M10 12a2 2 0 1 0 4 0 2 2 0 0 0-4 0',
  'M21 12c-2.4 4-5.4 6-9 6s-6.6-2-9-6c2.4-4 5.4-6 9-6s6.6 2 9 6',
]);
export const IconExternal = /* @__PURE__ */ icon([
  'M12 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6',
  'M11 13l9-9',
  'M15 4h5v5',
]);
export const IconPlay = /* @__PURE__ */ icon(['M7 4v16l13-8z']);
export const IconWifiOff = /* @__PURE__ */ icon([
  'M12 18h.01',
  'M9.17 15.17a4 4 0 0 1 5.66 0',
  'M6.34 12.34a8 8 0 0 1 4.02-2.18',
  'M3.51 9.51a12 12 0 0 1 3.8-2.56',
  'M3 3l18 18',
  'M17.66 12.34a8 8 0 0 0-1.43-1.14',
  'M20.49 9.51a12 12 0 0 0-7.09-3.44',
]);
export const IconRefresh = /* @__PURE__ */ icon([
  'M20 11A8.1 8.1 0 0 0 4.5 9M4 5v4h4',
  'M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4',
]);
export const IconDesktop = /* @__PURE__ */ icon([
  'M3 5a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z',
  'M7 20h10',
  'M9 16v4',
  'M15 16v4',
]);
export const IconKey = /* @__PURE__ */ icon([
  'M16.555 3.843l3.602 3.602a2.877 2.877 0 0 1 0 4.069l-2.643 2.643a2.877 2.877 0 0 1-4.069 0l-.301-.301-6.558 6.558a2 2 0 0 1-1.239.578L5.172 21H4a1 1 0 0 1-.993-.883L3 20v-1.172a2 2 0 0 1 .467-1.284l.119-.13.414-.414h2v-2h2v-2l2.144-2.144-.301-.301a2.877 2.877 0 0 1 0-4.069l2.643-2.643a2.877 2.877 0 0 1 4.069 0z',
  'M15 9h.01',
]);
export const IconCart = /* @__PURE__ */ icon([
  'M4 19a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  'M15 19a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  'M17 17H6V3H4',
  'M6 5l14 1-1 7H6',
]);
export const IconBuilding = /* @__PURE__ */ icon([
  'M3 21h18',
  'M9 8h1',
  'M9 12h1',
  'M9 16h1',
  'M14 8h1',
  'M14 12h1',
  'M14 16h1',
  'M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16',
]);
export const IconBug = /* @__PURE__ */ icon([
  'M9 9V8a3 3 0 0 1 6 0v1',
  'M8 9h8a6 6 0 0 1 1 3v3a5 5 0 0 1-10 0v-3a6 6 0 0 1 1-3',
  'M3 13h4',
  'M17 13h4',
  'M12 20v-6',
  'M4 19l3.35-2',
  'M20 19l-3.35-2',
  'M4 7l3.75 2.4',
  'M20 7l-3.75 2.4',
]);
export const IconHelp = /* @__PURE__ */ icon([
  'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0',
  'M12 17v.01',
  'M12 13.5a1.5 1.5 0 0 1 1-1.5 2.6 2.6 0 1 0-3-4',
]);
export const IconMessages = /* @__PURE__ */ icon([
  'M21 14l-3-3h-7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v10',
  'M14 15v2a1 1 0 0 1-1 1H6l-3 3V11a1 1 0 0 1 1-1h2',
]);
export const IconWorld = /* @__PURE__ */ icon([
  'M3 12a9 9 0 1 0 18 0 9 9 0 0 0-18 0',
  'M3.6 9h16.8',
  'M3.6 15h16.8',
  'M11.5 3a17 17 0 0 0 0 18',
  'M12.5 3a17 17 0 0 1 0 18',
]);
export const IconX = /* @__PURE__ */ icon(['M18 6L6 18', 'M6 6l12 12']);
