import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  articleEntrySchema,
  bookEntrySchema,
  certificationEntrySchema,
  clubEntrySchema,
  courseEntrySchema,
  eventEntrySchema,
  projectEntrySchema,
} from './activity-cards';
import { issueFields } from './cards';
import { BOOK_STATUSES, BOOK_STATUS_LABELS } from './constants';
import { dateLabel } from './labels';
import { entryPoints } from './points';

// 15 June 2024 in India.
const now = new Date('2024-06-15T10:00:00Z');
const PAST = '2024-06-01';
const TODAY = '2024-06-15';
const FUTURE = '2024-09-30';

/** Field -> message of a failed parse, {} when it passes. */
function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : issueFields(result.error);
}

describe('books', () => {
  const schema = bookEntrySchema({ now });
  const book = {
    kind: 'book',
    title: '  Wings of Fire ',
    author: 'A. P. J. Abdul Kalam',
    status: 'complete',
    date: PAST,
    skills: ['Leadership', ' leadership ', '', 'Writing'],
  };

  it('accepts a book, trimming text and dropping repeated or blank skills', () => {
    expect(schema.parse(book)).toEqual({
      kind: 'book',
      title: 'Wings of Fire',
      author: 'A. P. J. Abdul Kalam',
      status: 'complete',
      date: PAST,
      isbn: null,
      desc: null,
      skills: ['Leadership', 'Writing'],
      job_roles: [],
      life_skills: [],
    });
  });

  it('shows every problem of an empty form at once, one message per field', () => {
    const result = schema.safeParse({ kind: 'book', title: '', author: '', status: '', date: '', skills: [] });
    expect(result.success).toBe(false);
    expect(issueFields(result.error!)).toEqual({
      title: 'Title cannot be empty',
      author: 'Author cannot be empty',
      status: 'Status cannot be empty',
      date: 'Date cannot be empty',
      skills: 'This cant be empty',
    });
    expect(result.error!.issues).toHaveLength(5);
  });

  it('says the same for fields that are missing altogether', () => {
    expect(errors(schema, { kind: 'book' })).toEqual({
      title: 'Title cannot be empty',
      author: 'Author cannot be empty',
      status: 'Status cannot be empty',
      date: 'Date cannot be empty',
      skills: 'This cant be empty',
    });
  });

  it("treats status 'applied' as empty and rejects statuses a book cannot have", () => {
    expect(errors(schema, { ...book, status: 'applied' })).toEqual({ status: 'Status cannot be empty' });
    expect(errors(schema, { ...book, status: 'Enrolled' })).toEqual({ status: 'Please select a valid Status' });
  });

  it('needs a future date while ongoing and forbids one once complete', () => {
    expect(errors(schema, { ...book, status: 'ongoing', date: TODAY })).toEqual({
      date: 'Please select a future date',
    });
    expect(errors(schema, { ...book, status: 'ongoing', date: FUTURE })).toEqual({});
    expect(errors(schema, { ...book, status: 'complete', date: FUTURE })).toEqual({
      date: 'Cannot select a future date',
    });
    expect(errors(schema, { ...book, status: 'complete', date: TODAY })).toEqual({});
    expect(errors(schema, { ...book, date: '2023-02-29' })).toEqual({ date: 'Please enter a valid date' });
  });

  it("puts a book on the reading list ('interested', want to read) on the day it was added, never a later one", () => {
    expect(errors(schema, { ...book, status: 'interested', date: TODAY })).toEqual({});
    expect(errors(schema, { ...book, status: 'interested', date: FUTURE })).toEqual({
      date: 'Cannot select a future date',
    });
    expect(dateLabel('books', 'interested')).toBe('Date added');
    expect(dateLabel('books', 'ongoing')).toBe('Expected Date of completion');
    expect(BOOK_STATUSES.map((status) => BOOK_STATUS_LABELS[status])).toEqual(['Want to read', 'Reading', 'Finished']);
    // Wanting to read a book earns nothing yet; reading it half, finishing it all.
    expect(entryPoints({ card: 'books', status: 'interested' }).points).toBe(0);
    expect(entryPoints({ card: 'books', status: 'ongoing' }).points).toBe(5);
    expect(entryPoints({ card: 'books', status: 'complete' }).points).toBe(10);
  });

  it('bounds lengths and counts', () => {
    expect(errors(schema, { ...book, title: 'x'.repeat(201) })).toEqual({
      title: 'Title cannot exceed 200 characters',
    });
    expect(errors(schema, { ...book, desc: 'x'.repeat(5001) })).toEqual({
      desc: 'Description cannot exceed 5000 characters',
    });
    const skills = Array.from({ length: 31 }, (_, i) => `Skill ${i}`);
    expect(errors(schema, { ...book, skills })).toEqual({ skills: 'You can select at most 30 Skills' });
  });

  it('keeps an optional isbn as digits', () => {
    expect(schema.parse({ ...book, isbn: 9780143104261 }).isbn).toBe('9780143104261');
    expect(errors(schema, { ...book, isbn: '97801431042610' })).toEqual({
      isbn: 'ISBN should be a number of up to 13 digits',
    });
  });
});

describe('articles', () => {
  const schema = articleEntrySchema({ now });
  const article = {
    kind: 'article',
    title: 'Attention Is All You Need',
    author: 'Vaswani et al.',
    type: 'Technical',
    url: 'https://arxiv.org/abs/1706.03762',
    isbn: '1234567890',
    date: PAST,
    desc: 'Transformers.',
    skills: ['Machine Learning'],
  };

  it('accepts an article; its status is always complete', () => {
    const parsed = schema.parse(article);
    expect(parsed.status).toBe('complete');
    expect(parsed.isbn).toBe('1234567890');
    expect(errors(schema, { ...article, status: 'ongoing' })).toEqual({ status: 'Please select a valid Status' });
    expect(errors(schema, { ...article, date: FUTURE })).toEqual({ date: 'Cannot select a future date' });
  });

  it('requires type from the list, url, isbn and desc', () => {
    expect(errors(schema, { ...article, type: '', url: '', isbn: '', desc: ' ' })).toEqual({
      type: 'Article Type cannot be empty',
      url: 'URL cannot be empty',
      isbn: 'ISBN cannot be empty',
      desc: 'Description cannot be empty',
    });
    expect(errors(schema, { ...article, type: 'Poetry' })).toEqual({ type: 'Please select a valid Article Type' });
  });

  it('wants a web link of at most 500 characters', () => {
    expect(errors(schema, { ...article, url: 'ftp://example.com/a' })).toEqual({
      url: 'URL should be a valid link starting with http:// or https://',
    });
    expect(errors(schema, { ...article, url: `https://example.com/${'a'.repeat(490)}` })).toEqual({
      url: 'URL cannot exceed 500 characters',
    });
  });
});

describe('clubs', () => {
  const schema = clubEntrySchema({ now });
  const club = {
    title: 'Robotics Club',
    type: 'Educational',
    role: 'Board Member',
    date: PAST,
    source: 'IIT Madras',
    desc: 'Built line followers.',
    skills: ['Robotics'],
    job_roles: ['Robotics Engineer'],
  };

  it('accepts a club with status complete', () => {
    expect(schema.parse(club).status).toBe('complete');
  });

  it('Educational clubs need career paths and not life skills', () => {
    expect(errors(schema, { ...club, job_roles: [] })).toEqual({ job_roles: 'Career Paths cant be empty' });
    expect(errors(schema, { ...club, life_skills: [] })).toEqual({});
  });

  it('Non Educational clubs need life skills and not career paths', () => {
    const social = { ...club, type: 'Non Educational', job_roles: [] };
    expect(errors(schema, social)).toEqual({ life_skills: 'Life Skills cant be empty' });
    expect(errors(schema, { ...social, life_skills: ['Teamwork'] })).toEqual({});
  });

  it('checks type, role, host and the joining date', () => {
    expect(errors(schema, { ...club, type: '', role: 'Captain', source: '', date: FUTURE })).toEqual({
      type: 'Club Type cannot be empty',
      role: 'Please select a valid Role',
      source: 'Host Organisation cannot be empty',
      date: 'Cannot select a future date',
    });
  });
});

describe('projects', () => {
  const schema = projectEntrySchema({ now });
  const project = {
    title: 'Campus navigation app',
    status: 'complete',
    date: PAST,
    duration: '6.8',
    source: 'Self',
    desc: 'An app.',
    skills: ['React'],
    life_skills: ['Teamwork'],
  };

  it('floors the duration in weeks', () => {
    expect(schema.parse(project).duration).toBe(6);
  });

  it("'Enrolled' needs a future date; 'ongoing' is not a project status", () => {
    expect(errors(schema, { ...project, status: 'Enrolled' })).toEqual({ date: 'Please select a future date' });
    expect(errors(schema, { ...project, status: 'Enrolled', date: FUTURE })).toEqual({});
    expect(errors(schema, { ...project, status: 'ongoing' })).toEqual({ status: 'Please select a valid Status' });
    expect(errors(schema, { ...project, date: FUTURE })).toEqual({ date: 'Cannot select a future date' });
  });

  it('needs a whole duration of at least 1, a source and life skills', () => {
    expect(errors(schema, { ...project, duration: 0.5 })).toEqual({ duration: 'Duration cannot be less than 1' });
    expect(errors(schema, { ...project, duration: '' })).toEqual({ duration: 'Duration cannot be empty' });
    expect(errors(schema, { ...project, duration: true })).toEqual({ duration: 'Duration should be a number' });
    expect(errors(schema, { ...project, source: '', life_skills: [] })).toEqual({
      source: 'Source cannot be empty',
      life_skills: 'Life Skills cant be empty',
    });
  });
});

describe('events', () => {
  const schema = eventEntrySchema({ now });
  const event = {
    title: 'Smart India Hackathon',
    role: 'Participate',
    date: PAST,
    duration: 36,
    source: 'AICTE',
    desc: 'A 36-hour hackathon.',
    skills: ['Problem Solving'],
    life_skills: ['Resilience'],
  };

  it('accepts an event; status is always complete', () => {
    expect(schema.parse(event)).toMatchObject({ status: 'complete', duration: 36 });
    expect(errors(schema, { ...event, status: 'applied' })).toEqual({ status: 'Status cannot be empty' });
  });

  it('needs a role from the list, a past date, hours, a host and life skills', () => {
    expect(errors(schema, { ...event, role: '', date: FUTURE, duration: -2, source: '', life_skills: [] })).toEqual({
      role: 'Role cannot be empty',
      date: 'Cannot select a future date',
      duration: 'Duration cannot be less than 1',
      source: 'Host cannot be empty',
      life_skills: 'Life Skills cant be empty',
    });
    expect(errors(schema, { ...event, role: 'Attend' })).toEqual({ role: 'Please select a valid Role' });
  });
});

describe('courses', () => {
  const schema = courseEntrySchema({ now });
  const course = {
    title: 'Machine Learning',
    status: 'complete',
    date: PAST,
    duration: 40.5,
    type: 'Online course',
    source: 'NPTEL',
    certificate: 'https://nptel.ac.in/noc/cert/123',
    desc: 'Twelve weeks.',
    skills: ['Python'],
  };

  it('accepts a course and floors its hours', () => {
    expect(schema.parse(course).duration).toBe(40);
  });

  it('needs source and certificate only for an online course', () => {
    const bare = { ...course, source: '', certificate: null };
    expect(errors(schema, bare)).toEqual({
      source: 'Source cannot be empty',
      certificate: 'Certificate cannot be empty',
    });
    expect(errors(schema, { ...bare, type: 'Offline course' })).toEqual({});
    expect(schema.parse({ ...bare, type: 'Offline course' })).toMatchObject({ source: null, certificate: null });
  });

  it('checks the certificate link and the type', () => {
    expect(errors(schema, { ...course, certificate: 'my certificate' })).toEqual({
      certificate: 'Certificate should be a valid link starting with http:// or https://',
    });
    expect(errors(schema, { ...course, type: 'Workshop' })).toEqual({ type: 'Please select a valid Course Type' });
  });

  it('relates status and date', () => {
    expect(errors(schema, { ...course, status: 'ongoing', date: FUTURE })).toEqual({});
    expect(errors(schema, { ...course, status: 'ongoing' })).toEqual({ date: 'Please select a future date' });
    expect(errors(schema, { ...course, date: FUTURE })).toEqual({ date: 'Cannot select a future date' });
  });
});

describe('certification', () => {
  const schema = certificationEntrySchema({ now });
  const certification = {
    type: 'Industry Certification',
    title: 'AWS Cloud Practitioner',
    role: 'Online course',
    source: 'Amazon Web Services',
    date: PAST,
    desc: 'Foundational.',
    skills: ['AWS'],
  };

  it('accepts a certification; the certificate link is optional, status complete', () => {
    expect(schema.parse(certification)).toMatchObject({ status: 'complete', certificate: null });
  });

  it('needs a type, how it was taken, a source and a past date', () => {
    expect(errors(schema, { ...certification, type: undefined, role: '', source: '', date: FUTURE })).toEqual({
      type: 'Type cannot be empty',
      role: 'Course Type cannot be empty',
      source: 'Source cannot be empty',
      date: 'Cannot select a future date',
    });
  });
});
