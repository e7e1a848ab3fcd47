import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type CardBody,
  CARD_ENTRY_SCHEMAS,
  cardBodySchema,
  cardOfRecord,
  cardSchema,
  educationBodySchema,
  externalCourseBodySchema,
  externalEventBodySchema,
  externalProjectBodySchema,
  internshipBodySchema,
  issueFields,
  readingBodySchema,
  socialClubBodySchema,
  subjectBodySchema,
} from './cards';
import { CARD_TYPES } from './constants';

const now = new Date('2024-06-15T10:00:00Z');

function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : issueFields(result.error);
}

const book = {
  kind: 'book',
  title: 'Godan',
  author: 'Premchand',
  status: 'complete',
  date: '2024-01-01',
  skills: ['Hindi'],
};
const article = {
  kind: 'article',
  title: 'On Computable Numbers',
  author: 'Alan Turing',
  type: 'Math',
  url: 'https://example.org/turing',
  isbn: 123,
  date: '2024-01-01',
  desc: 'Turing machines.',
  skills: ['Logic'],
};
const work = {
  title: 'Intern',
  host: 'Zoho',
  status: 'complete',
  startdate: '2024-01-01',
  finishdate: '2024-02-01',
  desc: 'Work.',
  skills: ['Go'],
};
const course = {
  title: 'DBMS',
  status: 'complete',
  date: '2024-01-01',
  duration: 20,
  type: 'Offline course',
  desc: 'Databases.',
  skills: ['SQL'],
};
const certification = {
  type: 'Industry Certification',
  title: 'CCNA',
  role: 'Offline course',
  source: 'Cisco',
  date: '2024-01-01',
  desc: 'Networking.',
  skills: ['Networking'],
};

describe('card registry', () => {
  it('has a schema for every card', () => {
    expect(Object.keys(CARD_ENTRY_SCHEMAS).sort()).toEqual([...CARD_TYPES].sort());
    for (const card of CARD_TYPES) expect(cardSchema(card, { now })).toBeInstanceOf(z.ZodType);
  });

  it('reads a clock at each parse, so a schema can be built once', () => {
    let instant = new Date('2024-06-15T10:00:00Z');
    const schema = cardSchema('books', { now: () => instant });
    const ongoing = { ...book, status: 'ongoing', date: '2024-06-20' };
    expect(errors(schema, ongoing)).toEqual({});
    instant = new Date('2024-06-21T10:00:00Z');
    expect(errors(schema, ongoing)).toEqual({ date: 'Please select a future date' });
  });
});

describe('request bodies', () => {
  it('wraps a card under its body key; field messages name the field inside', () => {
    const schema = cardBodySchema('books', { now });
    expect(schema.parse({ reading: book }).reading.title).toBe('Godan');
    const result = schema.safeParse({ reading: { ...book, title: '' } });
    expect(result.error!.issues[0]!.path).toEqual(['reading', 'title']);
    expect(issueFields(result.error!)).toEqual({ title: 'Title cannot be empty' });
  });

  it('sends a semester subject with its degree id', () => {
    const subject = {
      name: 'OS',
      semester_number: 4,
      type: 'Theory',
      date: '2022-05-01',
      score: 8,
      skills: ['Linux'],
      job_roles: ['DevOps Engineer'],
    };
    const schema = subjectBodySchema({ now, degreeFormat: 'GPA' });
    expect(schema.parse({ education_id: 7, subject }).education_id).toBe(7);
    expect(errors(schema, { subject })).toEqual({ education_id: 'Degree cannot be empty' });
  });

  it('tells books from articles by kind', () => {
    const schema = readingBodySchema({ now });
    expect(schema.parse({ reading: book }).reading.kind).toBe('book');
    expect(schema.parse({ reading: article }).reading).toMatchObject({ kind: 'article', isbn: '123' });
    expect(errors(schema, { reading: { ...article, url: '' } })).toEqual({ url: 'URL cannot be empty' });
    expect(errors(schema, { reading: { ...book, kind: undefined } })).toEqual({ kind: 'Kind cannot be empty' });
  });

  it('tells internships from jobs by type', () => {
    const schema = internshipBodySchema({ now });
    expect(schema.parse({ internship: { ...work, type: 'Internship' } }).internship.duration).toBe(5);
    expect(schema.parse({ internship: { ...work, type: 'Job_Parttime' } }).internship.duration).toBe(2);
    expect(errors(schema, { internship: { ...work, type: '' } })).toEqual({ type: 'Type cannot be empty' });
  });

  it('tells courses from certifications by type', () => {
    const schema = externalCourseBodySchema({ now });
    expect(schema.parse({ external_course: course }).external_course.type).toBe('Offline course');
    expect(schema.parse({ external_course: certification }).external_course.type).toBe('Industry Certification');
    expect(errors(schema, { external_course: { ...course, type: 'Online course' } })).toEqual({
      source: 'Source cannot be empty',
      certificate: 'Certificate cannot be empty',
    });
  });

  it('has one body schema per endpoint', () => {
    expect(Object.keys(socialClubBodySchema({ now }).shape)).toEqual(['social_club']);
    expect(Object.keys(educationBodySchema({ now }).shape)).toEqual(['education']);
    expect(Object.keys(externalProjectBodySchema({ now }).shape)).toEqual(['external_project']);
    expect(Object.keys(externalEventBodySchema({ now }).shape)).toEqual(['external_event']);
    expect(Object.keys(subjectBodySchema({ now }).shape).sort()).toEqual(['education_id', 'subject']);
  });
});

describe('cardOfRecord', () => {
  it('finds the card of a record of a shared body key', () => {
    expect(cardOfRecord('reading', { kind: 'book' })).toBe('books');
    expect(cardOfRecord('reading', { kind: 'article' })).toBe('articles');
    expect(cardOfRecord('internship', { type: 'Internship' })).toBe('internships');
    expect(cardOfRecord('internship', { type: 'Job_Fulltime' })).toBe('jobs');
    expect(cardOfRecord('external_course', { type: 'Online course' })).toBe('courses');
    expect(cardOfRecord('external_course', { type: 'Industry Certification' })).toBe('certification');
    expect(cardOfRecord('social_club', {})).toBe('clubs');
    expect(cardOfRecord('education', {})).toBe('education');
    expect(cardOfRecord('subject', {})).toBe('semester');
    expect(cardOfRecord('external_project', {})).toBe('projects');
    expect(cardOfRecord('external_event', {})).toBe('events');
  });
});

describe('issueFields', () => {
  it('keys messages by dotted path, first message per field, body key dropped', () => {
    const error = new z.ZodError([
      { code: 'custom', path: ['education', 'tenure', 1], message: 'End date should be greater than start date' },
      { code: 'custom', path: ['education', 'score'], message: 'CGPA should be between 0 and 10' },
      { code: 'custom', path: ['education', 'score'], message: 'second' },
      { code: 'custom', path: ['education_id'], message: 'Degree cannot be empty' },
      { code: 'custom', path: [], message: 'whole body' },
    ]);
    expect(issueFields(error)).toEqual({
      'tenure.1': 'End date should be greater than start date',
      score: 'CGPA should be between 0 and 10',
      education_id: 'Degree cannot be empty',
      body: 'whole body',
    });
  });
});

describe('body types', () => {
  it('infers the record of a card body', () => {
    const body: CardBody<'semester'> = cardBodySchema('semester', { now, degreeFormat: 'Numeric' }).parse({
      education_id: 3,
      subject: {
        name: 'Maths',
        semester_number: 1,
        type: 'Theory',
        date: '2021-01-01',
        score: 90,
        skills: ['Calculus'],
        job_roles: ['Analyst'],
      },
    });
    expect(body.subject.score).toBe(90);
    expect(body.education_id).toBe(3);
  });
});
