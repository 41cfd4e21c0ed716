import type {
  DashboardStudent,
  GroupStatistics,
  LabStats,
  Statistics,
  StudentLabStats,
} from '../schemas/dashboard';
import { listName } from './display-name';
import { EntryType } from './lab-book';
import { timeScaleStart, type TimeScale } from './lab-book-rules';
import { LabType } from './labs';

/**
 * Rules of the instructor dashboard's statistics (spec 2 §2, §3 "Chart data", §4, §5, §9). Pure:
 * the server feeds it the rows of one query, and the charts read its answer.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Spec 2 §4: "Durations are converted to hours in statistics". */
export function toHours(durationMs: number): number {
  return durationMs / HOUR_MS;
}

/** Portal notes (lab type 99) are written outside any lab: they are not a lab of the charts. */
export function isDashboardLabType(labType: number): boolean {
  return labType !== LabType.Portal;
}

/** The entries that are the student's own work (spec 2 §3): notes, images, files; not type 5. */
export const STUDENT_WORK_ENTRY_TYPES: readonly number[] = [
  EntryType.StudentNote,
  EntryType.Image,
  EntryType.File,
];

/** One student's sums in one lab, as the server's query gives them (duration in ms). */
export interface StudentLabTotals {
  studentId: string;
  labType: number;
  durationMs: number;
  actions: number;
  entries: number;
}

/** Each student's labs with data, sorted by lab type, time in hours (Portal notes left out). */
export function studentLabStats(rows: readonly StudentLabTotals[]): Map<string, StudentLabStats[]> {
  const byStudent = new Map<string, StudentLabStats[]>();
  for (const row of rows) {
    if (!isDashboardLabType(row.labType)) continue;
    const labs = byStudent.get(row.studentId) ?? [];
    const same = labs.find((lab) => lab.labType === row.labType);
    const time = toHours(row.durationMs);
    if (same) {
      same.time += time;
      same.actions += row.actions;
      same.entries += row.entries;
    } else {
      labs.push({ labType: row.labType, time, actions: row.actions, entries: row.entries });
    }
    byStudent.set(row.studentId, labs);
  }
  for (const labs of byStudent.values()) labs.sort((a, b) => a.labType - b.labType);
  return byStudent;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Population standard deviation (spec 2 §9 names no sample correction; the group is the whole). */
function standardDeviation(values: readonly number[], average: number): number {
  return Math.sqrt(mean(values.map((v) => (v - average) ** 2)));
}

/**
 * Spec 2 §3 chart data: per lab, the average and standard deviation of time, actions and entries
 * over the students who have data in that lab (`studentCount` of them), sorted by lab type.
 */
export function labStatistics(students: Iterable<readonly StudentLabStats[]>): LabStats[] {
  const byLab = new Map<number, StudentLabStats[]>();
  for (const labs of students) {
    for (const lab of labs) {
      const list = byLab.get(lab.labType);
      if (list) list.push(lab);
      else byLab.set(lab.labType, [lab]);
    }
  }
  return [...byLab.entries()]
    .sort(([a], [b]) => a - b)
    .map(([labType, values]) => {
      const triple = (pick: (lab: StudentLabStats) => number) => {
        const numbers = values.map(pick);
        const average = mean(numbers);
        return { average, deviation: standardDeviation(numbers, average) };
      };
      const time = triple((lab) => lab.time);
      const actions = triple((lab) => lab.actions);
      const entries = triple((lab) => lab.entries);
      return {
        labType,
        average: { time: time.average, actions: actions.average, entries: entries.average },
        standardDeviation: {
          time: time.deviation,
          actions: actions.deviation,
          entries: entries.deviation,
        },
        studentCount: values.length,
      };
    });
}

export type DeviationBand = 'above' | 'below' | 'within';

/**
 * Spec 2 §2 legend: a student's value is "above 1 standard deviation" when it is more than one
 * standard deviation over the group's average, "below" when more than one under it. Equal to the
 * bound is within, so a group whose students all did the same (deviation 0) colours nobody.
 */
export function deviationBand(
  value: number,
  average: number,
  standardDeviationOfGroup: number,
): DeviationBand {
  if (value > average + standardDeviationOfGroup) return 'above';
  if (value < average - standardDeviationOfGroup) return 'below';
  return 'within';
}

export interface DashboardMember {
  userId: string;
  memberRole: string;
}

/** Spec 2 §5: instructor-role members other than the viewer are skipped in statistics. */
export function isCountedMember(member: DashboardMember, viewerId: string): boolean {
  return member.memberRole !== 'Instructor' || member.userId === viewerId;
}

export interface DashboardInput {
  scale: TimeScale;
  now: number;
  viewerId: string;
  groups: readonly { id: number; name: string }[];
  /** Members of those groups with their names (every role; the rule above picks). */
  members: readonly (DashboardMember & {
    groupId: number;
    firstName: string | null;
    lastName: string | null;
    username: string;
  })[];
  totals: readonly StudentLabTotals[];
}

/** The whole answer of `GET statistics` from the groups, their members and the query's sums. */
export function buildStatistics(input: DashboardInput): Statistics {
  const labsOf = studentLabStats(input.totals);
  const students = new Map<string, DashboardStudent>();
  const groupStudents = new Map<number, DashboardStudent[]>();
  for (const member of input.members) {
    if (!isCountedMember(member, input.viewerId)) continue;
    const student = students.get(member.userId) ?? {
      id: member.userId,
      firstName: member.firstName,
      lastName: member.lastName,
      username: member.username,
      labs: labsOf.get(member.userId) ?? [],
    };
    students.set(member.userId, student);
    // A member row per (group, user): the primary key makes each student once per group.
    const list = groupStudents.get(member.groupId) ?? [];
    list.push(student);
    groupStudents.set(member.groupId, list);
  }
  // One collator and one key per student: `compareListNames` per pair builds a collator per call,
  // which is most of the time of a school of 300 (BENCHMARKS.md "Dashboard statistics").
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  const keys = new Map([...students.values()].map((s) => [s.id, listName(s)]));
  const byListName = (a: DashboardStudent, b: DashboardStudent) =>
    collator.compare(keys.get(a.id)!, keys.get(b.id)!) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const groups: GroupStatistics[] = [...input.groups]
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)
    .map((group) => {
      const list = (groupStudents.get(group.id) ?? []).sort(byListName);
      return {
        id: group.id,
        name: group.name,
        studentCount: list.length,
        labs: labStatistics(list.map((s) => s.labs)),
        studentIds: list.map((s) => s.id),
      };
    });
  const everyone = [...students.values()].sort(byListName);
  return {
    scale: input.scale,
    computedAt: input.now,
    since: timeScaleStart(input.scale, input.now),
    summary: {
      studentCount: everyone.length,
      labs: labStatistics(everyone.map((s) => s.labs)),
    },
    groups,
    students: everyone,
  };
}
