/** Pages of the side menu (spec 1 §2, spec 2 "Sidebar entries"). */
export type SideMenuEntryId =
  | 'dashboard'
  | 'labs'
  | 'presets'
  | 'labbook'
  | 'portfolio'
  | 'activities'
  | 'assignments'
  | 'groups';

export interface SideMenuEntry {
  id: SideMenuEntryId;
  /** The route the entry opens. */
  to:
    | '/dashboard'
    | '/labs/{-$uuid}'
    | '/presets/{-$filter}'
    | '/labbook'
    | '/portfolio/{-$groupid}/{-$uuid}'
    | '/activities/{-$filter}'
    | '/assignments/{-$groupId}'
    | '/groups';
  /** Translation key of the visible label (also the link's accessible name). */
  labelKey: `nav.${string}`;
}

const ENTRIES: Record<SideMenuEntryId, SideMenuEntry> = {
  dashboard: { id: 'dashboard', to: '/dashboard', labelKey: 'nav.dashboard' },
  labs: { id: 'labs', to: '/labs/{-$uuid}', labelKey: 'nav.labHome' },
  // The spec names this entry both "Labs Plus" and "Labz+"; we use "Labs Plus" (README decisions).
  presets: { id: 'presets', to: '/presets/{-$filter}', labelKey: 'nav.labsPlus' },
  labbook: { id: 'labbook', to: '/labbook', labelKey: 'nav.labBook' },
  portfolio: { id: 'portfolio', to: '/portfolio/{-$groupid}/{-$uuid}', labelKey: 'nav.portfolio' },
  activities: { id: 'activities', to: '/activities/{-$filter}', labelKey: 'nav.activities' },
  assignments: { id: 'assignments', to: '/assignments/{-$groupId}', labelKey: 'nav.assignments' },
  groups: { id: 'groups', to: '/groups', labelKey: 'nav.groups' },
};

/**
 * Students, and instructors or TAs in student view: Lab Home, Labs Plus, Lab Book, Activities,
 * Assignments, Groups (Portfolio removed). Instructors and TAs otherwise: Dashboard first, then
 * Lab Home, Labs Plus, Portfolio, Activities, Assignments, Groups (Lab Book replaced).
 */
export function sideMenuEntries(teacherMode: boolean): SideMenuEntry[] {
  const ids: SideMenuEntryId[] = teacherMode
    ? ['dashboard', 'labs', 'presets', 'portfolio', 'activities', 'assignments', 'groups']
    : ['labs', 'presets', 'labbook', 'activities', 'assignments', 'groups'];
  return ids.map((id) => ENTRIES[id]);
}
