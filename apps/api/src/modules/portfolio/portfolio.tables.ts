import type { SectionKey } from '@lbd/shared';
import { clubsSpec, eventsSpec, projectsSpec, readingsSpec } from './activity.tables';
import { coursesSpec, educationsSpec, subjectsSpec, workSpec } from './career.tables';
import type { TableName, TableSpec } from './table-spec';

export type { CardRecord, CommonRow, SaveContext, TableName, TableSpec } from './table-spec';

/** Every portfolio table, in the order the portfolio lists its sections. */
export const TABLES = {
  educations: educationsSpec,
  subjects: subjectsSpec,
  external_courses: coursesSpec,
  readings: readingsSpec,
  social_clubs: clubsSpec,
  external_projects: projectsSpec,
  internships: workSpec,
  external_events: eventsSpec,
} as const satisfies Record<string, TableSpec>;

/** The table a section's entries live in. */
export const SECTION_TABLES: Readonly<Record<SectionKey, TableName>> = {
  education: 'educations',
  semester: 'subjects',
  external_courses: 'external_courses',
  certificate: 'external_courses',
  readings: 'readings',
  social_clubs: 'social_clubs',
  external_projects: 'external_projects',
  internships: 'internships',
  jobs: 'internships',
  external_events: 'external_events',
};
