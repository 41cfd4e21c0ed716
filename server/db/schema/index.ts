// The one Drizzle schema; drizzle-kit reads this file to generate migrations.
export * from './places';
export * from './identity';
export * from './catalog';
export * from './groups';
export * from './lab-book';
export * from './activities';
export * from './worksheets';
export * from './lti-users';
export * from './resellers';
export * from './operations';
export * from './rate-limits';
export * from './pdf-export-jobs';
