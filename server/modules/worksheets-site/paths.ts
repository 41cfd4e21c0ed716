import type { WorksheetsTarget } from '@common/schemas/worksheets';

/** Addresses of the site's pages, relative to its mount point (`base`, e.g. `/worksheets-site`). */
export function sitePaths(base: string) {
  const course = (courseId: number) => `${base}/course/${courseId}`;
  const assessment = (courseId: number, assessmentId: number) =>
    `${course(courseId)}/assessment/${assessmentId}`;
  const practice = `${base}/practice`;
  return {
    course,
    practice,
    practiceAssessment: (courseId: number, assessmentId: number) =>
      `${practice}/${courseId}/${assessmentId}`,
    assessment,
    result: (courseId: number, assessmentId: number) =>
      `${assessment(courseId, assessmentId)}/result`,
    gradebook: (courseId: number, studentWsId?: number) =>
      `${course(courseId)}/gradebook${studentWsId === undefined ? '' : `/${studentWsId}`}`,
    exportCsv: (courseId: number) => `${course(courseId)}/export/gradebook.csv`,
    teach: (courseId: number, assessmentId: number, studentWsId: number) =>
      `${assessment(courseId, assessmentId)}/student/${studentWsId}`,
    /** The page a launch of `target` opens. */
    target(target: WorksheetsTarget): string {
      switch (target.view) {
        case 'course':
          return course(target.courseId);
        case 'assessment':
          return assessment(target.courseId, target.assessmentId);
        case 'gbviewassess':
          return `${course(target.courseId)}/gradebook${
            target.studentWsId === undefined ? '' : `/${target.studentWsId}`
          }`;
        case 'stuview':
          return `${assessment(target.courseId, target.assessmentId)}/result`;
        case 'practice':
          return practice;
        case 'teachview':
          return `${assessment(target.courseId, target.assessmentId)}/student/${target.studentWsId}`;
      }
    },
  };
}

export type SitePaths = ReturnType<typeof sitePaths>;
