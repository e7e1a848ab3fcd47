import {
  CERTIFICATION_TYPE,
  INTERNSHIP_TYPE,
  type CertificationEntry,
  type CourseEntry,
  type EducationEntry,
  type InternshipEntry,
  type JobEntry,
  type SubjectEntry,
} from '@lbd/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { educations, externalCourses, internships, sortableDate, subjects } from '../../db/schema';
import { define, newestFirst, sameText } from './table-spec';

/* Storage of courses and certifications, internships and jobs, degrees and their semester subjects. */

export const coursesSpec = define<typeof externalCourses.$inferSelect, CourseEntry | CertificationEntry>(
  'external_courses',
  {
    table: externalCourses,
    columns: externalCourses,
    sections: ['external_courses', 'certificate'],
    cardOf: (row) => (row.kind === 'certificate' ? 'certification' : 'courses'),
    fields: (row) =>
      row.kind === 'certificate'
        ? {
            external_id: row.external_id,
            type: row.type,
            title: row.title,
            role: row.role,
            source: row.source ?? '',
            date: row.date,
            certificate: row.certificate,
            desc: row.desc,
            status: row.status,
          }
        : {
            external_id: row.external_id,
            title: row.title,
            status: row.status,
            date: row.date,
            duration: row.duration ?? 1,
            type: row.type,
            source: row.source,
            certificate: row.certificate,
            desc: row.desc,
          },
    duration: (row) => (row.kind === 'certificate' ? null : row.duration),
    values: (r) => ({
      kind: r.type === CERTIFICATION_TYPE ? 'certificate' : 'course',
      external_id: r.external_id ?? null,
      title: r.title,
      type: r.type,
      role: r.type === CERTIFICATION_TYPE ? r.role : null,
      source: r.source,
      certificate: r.certificate,
      date: r.date,
      duration: r.type === CERTIFICATION_TYPE ? null : r.duration,
      status: r.status,
      desc: r.desc,
    }),
    duplicate: (r) =>
      and(
        eq(externalCourses.kind, r.type === CERTIFICATION_TYPE ? 'certificate' : 'course'),
        sameText(externalCourses.title, r.title),
        eq(externalCourses.date, r.date),
      )!,
    order: newestFirst(externalCourses.date, externalCourses.id),
  },
);

export const workSpec = define<typeof internships.$inferSelect, InternshipEntry | JobEntry>('internships', {
  table: internships,
  columns: internships,
  sections: ['internships', 'jobs'],
  cardOf: (row) => (row.type === INTERNSHIP_TYPE ? 'internships' : 'jobs'),
  fields: (row) => ({
    type: row.type,
    title: row.title,
    host: row.host,
    status: row.status,
    startdate: row.startdate,
    finishdate: row.type === INTERNSHIP_TYPE ? (row.finishdate ?? '') : row.finishdate,
    duration: row.duration,
    desc: row.desc,
  }),
  duration: (row) => row.duration,
  values: (r) => ({
    type: r.type,
    title: r.title,
    host: r.host,
    startdate: r.startdate,
    finishdate: r.finishdate || null,
    duration: r.duration,
    status: r.status,
    desc: r.desc,
  }),
  duplicate: (r) =>
    and(
      sql`(${internships.type} = ${INTERNSHIP_TYPE}) = ${r.type === INTERNSHIP_TYPE}`,
      sameText(internships.title, r.title),
      eq(internships.startdate, r.startdate),
    )!,
  order: newestFirst(internships.startdate, internships.id),
});

export const educationsSpec = define<typeof educations.$inferSelect, EducationEntry>('educations', {
  table: educations,
  columns: educations,
  sections: ['education'],
  cardOf: () => 'education',
  fields: (row) => ({
    my_org_id: row.my_org_id,
    institute: row.institute,
    degree: row.degree,
    specialization: row.specialization,
    tenure: [row.tenure_start, row.tenure_finish],
    format: row.format,
    score: Number(row.score),
    backlogsStatus: row.backlogs_status ? 'yes' : 'no',
    backlogs: row.backlogs,
    placed: row.placed ? 'yes' : 'no',
    latest_edu: row.latest_edu,
  }),
  duration: () => null,
  values: (r) => ({
    my_org_id: r.my_org_id ?? null,
    institute: r.institute,
    degree: r.degree,
    specialization: r.specialization,
    tenure_start: r.tenure[0],
    tenure_finish: r.tenure[1],
    format: r.format,
    score: String(r.score),
    backlogs_status: r.backlogsStatus === 'yes',
    backlogs: r.backlogs,
    placed: r.placed === 'yes',
    latest_edu: r.latest_edu,
    status: 'complete',
    desc: '',
  }),
  duplicate: (r) =>
    and(
      sameText(educations.institute, r.institute),
      sameText(educations.degree, r.degree),
      sameText(educations.specialization, r.specialization),
    )!,
  order: [desc(sortableDate(educations.tenure_finish)), desc(educations.id)],
});

export const subjectsSpec = define<typeof subjects.$inferSelect, SubjectEntry>('subjects', {
  table: subjects,
  columns: subjects,
  sections: ['semester'],
  cardOf: () => 'semester',
  fields: (row) => ({
    education_id: row.education_id,
    name: row.name,
    semester_number: row.semester_number,
    type: row.type,
    date: row.date,
    score: Number(row.score),
  }),
  duration: () => null,
  values: (r, context) => ({
    ...(context.education_id ? { education_id: context.education_id } : {}),
    name: r.name,
    semester_number: r.semester_number,
    type: r.type,
    date: r.date,
    score: String(r.score),
    status: 'complete',
    desc: '',
  }),
  duplicate: (r, context) =>
    and(
      eq(subjects.education_id, context.education_id ?? 0),
      eq(subjects.semester_number, r.semester_number),
      sameText(subjects.name, r.name),
    )!,
  order: [desc(sortableDate(subjects.date)), desc(subjects.semester_number), desc(subjects.id)],
});
