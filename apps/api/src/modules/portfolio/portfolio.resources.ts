import {
  educationBodySchema,
  externalCourseBodySchema,
  externalEventBodySchema,
  externalProjectBodySchema,
  internshipBodySchema,
  readingBodySchema,
  socialClubBodySchema,
  subjectBodySchema,
  type CardBodyKey,
} from '@lbd/shared';
import type { TableName } from './portfolio.tables';

/**
 * The save endpoints under /api/my_portfolio/ (SPEC §7.2): POST /{resource} creates, PUT /{resource}/{id}
 * updates, DELETE /{resource}/{id} removes. Cards that share a record share an endpoint and a table:
 * books and articles (`reading`, by kind), internships and jobs (`internship`, by type), courses and
 * certifications (`external_course`, by type).
 */
export const RESOURCES = {
  external_courses: { key: 'external_course', table: 'external_courses', body: externalCourseBodySchema },
  readings: { key: 'reading', table: 'readings', body: readingBodySchema },
  articles: { key: 'reading', table: 'readings', body: readingBodySchema },
  educations: { key: 'education', table: 'educations', body: educationBodySchema },
  social_clubs: { key: 'social_club', table: 'social_clubs', body: socialClubBodySchema },
  internships: { key: 'internship', table: 'internships', body: internshipBodySchema },
  external_projects: { key: 'external_project', table: 'external_projects', body: externalProjectBodySchema },
  external_events: { key: 'external_event', table: 'external_events', body: externalEventBodySchema },
  subjects: { key: 'subject', table: 'subjects', body: subjectBodySchema },
} as const satisfies Record<string, { key: CardBodyKey; table: TableName; body: unknown }>;

/** One of the save endpoints. */
export type ResourceName = keyof typeof RESOURCES;
