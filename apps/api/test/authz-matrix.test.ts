import ExcelJS from 'exceljs';
import { randomBytes, randomUUID } from 'node:crypto';
import { capabilityOf, type AdminCapability, type ProfileType } from '@lbd/shared';
import { TESTIMONIAL_CONSENT_TEXT } from '@lbd/shared/testimonials';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Access } from '../src/lib/access';
import { createTestApp } from './app';
import { bearer, buildAdmin, buildAdminWithLevels, buildUser, signIn, uniquePhone } from './factories';
import { activityBody, createActivity, enrolStudents, PDF_BYTES, uploadFile } from './factories/activities';
import { createClub, joinClub } from './factories/clubs';
import { createEvent, enroll } from './factories/events';
import { buildOrgUser, createJob, orgIds } from './factories/jobs';
import { BODIES, buildPortfolioStudent, save } from './factories/portfolio';
import { multipartFile } from './support/multipart';

/**
 * The authorization matrix (issue 8 item 5): every registered route, called as each kind of caller with
 * ids that belong to someone else. For every call:
 *  - never a 5xx;
 *  - a caller the declared access does not admit gets 401 (signed out) or 403 (wrong role), never 2xx;
 *  - an admitted caller aiming at someone else's record gets the route's refusal (404 unless the table
 *    says otherwise), never 2xx; admins act on any organisation's records where the route says adminToo.
 * Every route is classified in ROUTES below (or by one of the RULES); a route nobody classified fails,
 * and so does a route without config.access. MATRIX_TRACE=1 prints every call and its answer.
 */

/**
 * The callers. Besides one of each kind, three who name the owner's own organisations and must still
 * fare as outsiders (issue 23): a company and an institution whose requests to join them are pending,
 * and a company member the admin deactivated (signed in again after its sessions ended).
 */
const CALLERS = [
  'signed_out',
  'student',
  'college_admin',
  'advisor',
  'company',
  'institution',
  'company_pending',
  'institution_pending',
  'company_deactivated',
  'limited_admin',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];

/**
 * The profile type each caller signs in with. The product's "college admin" is a STUDENT profile with
 * the tpo_admin_dashboard / dept_admin_dashboard flags (SPEC §3.3): besides a drawer entry, they read
 * their own institute's dashboard numbers (never another's); everywhere else they fare as a student.
 */
const PROFILE_OF: Record<Caller, ProfileType | null> = {
  signed_out: null,
  student: 'STUDENT',
  college_admin: 'STUDENT',
  advisor: 'ADVISOR',
  company: 'COMPANY',
  institution: 'INSTITUTION',
  company_pending: 'COMPANY',
  institution_pending: 'INSTITUTION',
  company_deactivated: 'COMPANY',
  limited_admin: null,
  admin: null,
};

/**
 * The capabilities of 'limited_admin' (decision 0084): an admin whose only level holds editing_intervention,
 * which no route's declaration names (policies alone ask for it), so every route naming a capability
 * (payments' too) refuses them (403) while routes open to any admin let them in. They are only called on
 * the routes that name a capability.
 */
const LIMITED_CAPABILITIES: readonly AdminCapability[] = ['editing_intervention'];

/** What the access declaration alone decides for a caller. */
function gate(access: Access, caller: Caller): 'admit' | 401 | 403 {
  if (access === 'public') return 'admit';
  if (caller === 'signed_out') return 401;
  if (access === 'signed_in') return 'admit';
  if (caller === 'limited_admin') {
    if (access === 'admin') return 'admit';
    const named = capabilityOf(access);
    if (named) return LIMITED_CAPABILITIES.includes(named) ? 'admit' : 403;
    return 'admin' in access || !access.adminToo ? 403 : 'admit';
  }
  if (access === 'admin' || 'admin' in access) return caller === 'admin' ? 'admit' : 403;
  if (caller === 'admin') return access.adminToo ? 'admit' : 403;
  return access.profiles.includes(PROFILE_OF[caller]!) ? 'admit' : 403;
}

/** Records of other people the calls aim at (none belongs to any caller). */
interface Seed {
  ownerOrg: number;
  ownerInstitute: number;
  ownerStudent: number;
  ownerStudent2: number;
  ownerEmail: string;
  ownerPhone: string;
  /** The owner student's session id (issue 23 item 30: the sessions list names sessions by it). */
  ownerSession: string;
  throwaway: number;
  job: number;
  draftJob: number;
  application: number;
  event: number;
  draftEvent: number;
  club: number;
  draftClub: number;
  joinRequest: number;
  /** An invitation of the owner organisation's event to the second owner student (issue 23 item 30). */
  ownerInvitation: number;
  mailNotification: number;
  /** A saved shortlist of the owner's institute. */
  shortlist: number;
  portfolio: number;
  entries: Record<string, number>;
  activity: number;
  myAssignment: number;
  assessment: number;
  file: number;
  notifications: number[];
  jobAlert: number;
  reading: number;
  /** A company's request to join the owner's organisation. */
  memberRequest: number;
  /** Learning content of the owner mentor (issue 25), and the owner's enrolments in it. */
  resource: number;
  draftResource: number;
  resourceGroup: number;
  draftResourceGroup: number;
  groupItem: number;
  project: number;
  draftProject: number;
  projectTask: number;
  myProject: number;
  myGroup: number;
  submission: number;
  learningRequest: number;
  /** The owner mentor's question bank and quiz (issue 26), a question and a slot of them, the owner's attempt. */
  bank: number;
  draftBank: number;
  bankQuestion: number;
  quiz: number;
  draftQuiz: number;
  quizSlot: number;
  attempt: number;
  attemptAnswer: number;
  /** The owner mentor's quiz byte on the bank (and a draft one), the owner student's enrolment and session in it. */
  byte: number;
  draftByte: number;
  myQuizByte: number;
  practiceSession: number;
  /** The owner mentor's quest (published, its quiz as a step) and a draft one; the owner student's enrolment. */
  quest: number;
  draftQuest: number;
  myQuest: number;
  /** Posts of the owner student for their college only (issue 28), a comment on the first, a reply to it. */
  post: number;
  post2: number;
  postComment: number;
  /** The owner student's testimonial (issue 28 item 8), pending review. */
  testimonial: number;
  /** The owner organisation's album, a photo in it and a waiting upload of its staff (issue 28 item 10). */
  album: number;
  photo: number;
  photoUpload: number;
  /** The owner mentor's session for everyone, and the owner organisation's session for its own staff only (item 11). */
  meeting: number;
  privateMeeting: number;
  /** An upload the owner mentor reserved for the draft resource's file, and one the owner reserved for a deliverable. */
  resourceUpload: number;
  submissionUpload: number;
  /** An admin's bulk import (issue 29): no institute's staff may see it. */
  ownerImport: number;
  /** A payment page on sale, and the owner student's order of it with the provider's order id (issue 30). */
  paymentPage: number;
  /** A draft payment page of the owner's organisation, with one coupon. */
  ownerPaymentPage: number;
  ownerCoupon: number;
  ownerPaymentOrder: number;
  ownerProviderOrder: string;
  /** The owner's paid order (another one), its payment, and a refund of part of it with its credit note. */
  ownerPaidOrder: number;
  ownerPayment: number;
  ownerRefund: number;
  /** The owner organisation's paid seat pool (issue 30 item 10) and one of its seats. */
  ownerSeatPool: number;
  ownerSeatAssignment: number;
  /** Each caller's organisation (company, institution) and profile. */
  callerOrg: Partial<Record<Caller, number>>;
  me: Partial<Record<Caller, number>>;
}

type Target = Exclude<
  keyof Seed,
  'entries' | 'notifications' | 'callerOrg' | 'me' | 'ownerEmail' | 'ownerPhone' | 'ownerProviderOrder' | 'ownerSession'
>;

interface Rule {
  /**
   * owned: the request aims at someone else's record; admitted callers get `deny`.
   * secret: guarded by an unguessable token or signature; every caller without it gets `deny`.
   * shared: the record is public or shared by design (why says so); any non-5xx answer.
   * self: acts on the caller's own data only, whatever ids it carries (why says so); any non-5xx answer.
   * admin: admin-only upkeep; admins act on anyone's records.
   */
  kind: 'owned' | 'secret' | 'shared' | 'self' | 'admin';
  why?: string;
  /** What `:id` in the path names. */
  id?: Target | ((s: Seed) => number);
  /** Statuses expected of admitted callers on owned and secret routes (404 by default). */
  deny?: number[];
  /** Admins may act on the record (default: when the access says adminToo). */
  adminActs?: boolean;
  /** The access the handler really applies, when it checks more than the declaration (query-dependent). */
  gate?: Access;
  body?: (s: Seed, caller: Caller) => unknown;
  query?: (s: Seed, caller: Caller) => Record<string, string | number | boolean>;
  /** The path to call instead of the route's pattern (wildcards). */
  path?: (s: Seed) => string;
  /** Call after every other route: it changes the caller. */
  last?: boolean;
  /** Call over a real socket (a streaming answer that inject cannot follow). */
  overHttp?: boolean;
  /** A further check of an answer the table admits. */
  check?: (res: LightMyRequestResponse, caller: Caller, s: Seed) => Promise<string | undefined>;
  /**
   * On an owned job's applicants: an approved college follows its own students' applications to any
   * published job, read only. Its 200 must show none of the owner's applicants (they study elsewhere).
   */
  collegeView?: (res: LightMyRequestResponse) => Promise<string | undefined>;
}

const owned = (id?: Rule['id'], more: Partial<Rule> = {}): Rule => ({ kind: 'owned', id, ...more });
const shared = (why: string, more: Partial<Rule> = {}): Rule => ({ kind: 'shared', why, ...more });
const self = (why: string, more: Partial<Rule> = {}): Rule => ({ kind: 'self', why, ...more });
const secret = (why: string, deny: number[], more: Partial<Rule> = {}): Rule => ({
  kind: 'secret',
  why,
  deny,
  ...more,
});

/** A college's view of another organisation's job counts none of the owner's applicants (none are its students). */
type ApplicantsAnswer = {
  data: { total: number; viewer?: string; applications: { total: number } };
  pagination: { total: number };
};
const noneShown =
  (count: (body: ApplicantsAnswer) => number) =>
  async (res: LightMyRequestResponse): Promise<string | undefined> => {
    const n = count(res.json<ApplicantsAnswer>());
    return n === 0 ? undefined : `a college saw ${n} applicants who are not its students`;
  };

const CATALOGUE = 'the shared catalogue';
const ORG: Access = { profiles: ['COMPANY', 'INSTITUTION'], adminToo: true };

let app: App;
const tokens: Partial<Record<Caller, string>> = {};

/** A created job, event or club must belong to the caller's own organisation, whatever org_id it sent. */
const createdInOwnOrg =
  (kind: 'jobs' | 'events' | 'clubs') =>
  async (res: LightMyRequestResponse, caller: Caller, s: Seed): Promise<string | undefined> => {
    if (res.statusCode !== 201 || caller === 'admin') return undefined;
    const id = res.json().data.id as number;
    const detail = await app.inject({ method: 'GET', url: `/api/${kind}/${id}`, headers: bearer(tokens[caller]!) });
    const orgId = detail.json().data?.org?.id ?? detail.json().data?.org_id;
    if (orgId === s.ownerOrg || orgId !== s.callerOrg[caller])
      return `created ${kind} ${id} in org ${orgId}, not the caller's org ${s.callerOrg[caller]}`;
    return undefined;
  };

/**
 * 'Our jobs' (issue 23 item 9): the caller's own organisation's postings, never another's (org_id only
 * counts for admins); a caller acting for none (pending, deactivated) gets 404.
 */
const ownOrgJobs = async (res: LightMyRequestResponse, caller: Caller, s: Seed): Promise<string | undefined> => {
  if (caller === 'admin') return undefined;
  if (caller === 'company_pending' || caller === 'institution_pending' || caller === 'company_deactivated')
    return res.statusCode === 404 ? undefined : 'expected 404 from a caller acting for no organisation';
  if (res.statusCode !== 200) return 'expected the caller’s own jobs';
  const listed = (res.json().data as { id: number }[]).map((j) => j.id);
  return listed.includes(s.job) || listed.includes(s.draftJob) ? 'listed the owner’s jobs' : undefined;
};

/** A student's marks on jobs: published ones only, so never the owner's draft. */
const noDraftMarks = async (res: LightMyRequestResponse, _caller: Caller, s: Seed): Promise<string | undefined> => {
  if (res.statusCode !== 200) return undefined;
  const marked = (res.json().data as { job_id: number }[]).map((m) => m.job_id);
  return marked.includes(s.draftJob) ? 'marked someone else’s draft' : undefined;
};

/** The same request without one query field answers the same: the field only counts for admins. */
const sameWithout =
  (field: string) =>
  async (res: LightMyRequestResponse, caller: Caller): Promise<string | undefined> => {
    if (caller === 'admin' || res.statusCode !== 200) return undefined;
    const url = new URL(res.raw.req.url ?? '', 'http://x');
    url.searchParams.delete(field);
    const again = await app.inject({ method: 'GET', url: url.pathname + url.search, headers: bearer(tokens[caller]!) });
    // A dashboard answer says when it was computed: the time aside, the two must be the same.
    const answer = (body: string) => body.replace(/"computed_at":"[^"]*"/, '');
    return answer(again.body) === answer(res.body)
      ? undefined
      : `${field} of someone else's organisation changed the answer`;
  };

/**
 * The institute and skills dashboards' numbers: the caller's own institute (a college admin's, narrowed to a
 * department admin's branch); aimed at another institute, org_id only counts for admins.
 */
function instituteDashboardRoutes(): Record<string, Rule> {
  const why = 'the caller’s own institute: org_id only counts for admins';
  const aimed =
    (more: Record<string, string> = {}) =>
    (s: Seed) => ({ org_id: s.ownerInstitute, ...more });
  const out: Record<string, Rule> = {};
  for (const path of [
    'fetch_counters',
    'split_by_degree',
    'split_by_branch',
    'split_by_batch',
    'fetch_histogram_academic',
    'fetch_top_skills',
    'institute_dashboard/placement',
    'get_score_range',
    'skills_dashboard',
    'show_org_students',
  ])
    out[`GET /api/${path}`] = self(why, { query: aimed(), check: sameWithout('org_id') });
  out['GET /api/split_based_on_field'] = self(why, { query: aimed({ field: 'branch' }), check: sameWithout('org_id') });
  out['GET /api/show_skills_dashboard'] = self(why, { query: aimed({ type: 'jobs' }), check: sameWithout('org_id') });
  // 'own': enrolments in the institute's own content, the wider of the two views.
  const enrolled = aimed({ kind: 'events', group: 'branch', of: 'own' });
  out['GET /api/enrollment_dashboard'] = self(why, { query: enrolled, check: sameWithout('org_id') });
  out['GET /api/enrollment_listing'] = self(why, { query: aimed({ kind: 'clubs' }), check: sameWithout('org_id') });
  return out;
}

/** A shortlist made by the caller is of the caller's own institute, whatever org_id it sent. */
const savedInOwnInstitute = async (res: LightMyRequestResponse, caller: Caller, s: Seed) => {
  if (res.statusCode !== 201 || caller === 'admin') return undefined;
  const orgId = res.json().data.org_id as number;
  return orgId === s.ownerInstitute ? `saved a shortlist of the owner's institute ${orgId}` : undefined;
};

/**
 * Shortlists and the eligibility simulator (issue 24 items 6-7): lists and counts of the caller's own
 * institute (org_id only counts for admins); a saved shortlist of another institute is not found, and a
 * student who runs no dashboard is refused first (403).
 */
function shortlistRoutes(): Record<string, Rule> {
  const why = 'the caller’s own institute’s students: org_id only counts for admins';
  const theirs = 'another institute’s shortlist: not found (a student who runs no dashboard: 403 first)';
  const aimed = (s: Seed) => ({ org_id: s.ownerInstitute });
  return {
    'GET /api/shortlist_portfolios': self(why, { query: aimed, check: sameWithout('org_id') }),
    'POST /api/shortlist_portfolios': self('saves a shortlist of the caller’s own institute; org_id only for admins', {
      body: (s, caller) => ({ name: `Matrix ${caller}`, filter: {}, org_id: s.ownerInstitute }),
      check: savedInOwnInstitute,
    }),
    'GET /api/shortlisted_table': self(why, { query: aimed, check: sameWithout('org_id') }),
    'GET /api/shortlists/:id': owned('shortlist', { why: theirs, deny: [403, 404] }),
    'GET /api/shortlists/:id/students': owned('shortlist', { why: theirs, deny: [403, 404] }),
    'DELETE /api/shortlists/:id': owned('shortlist', { why: theirs, deny: [403, 404] }),
    'POST /api/shortlists/:id/mail_notification': owned('shortlist', {
      why: theirs,
      deny: [403, 404],
      body: () => ({ subject: 'Hello', message: 'From someone else' }),
    }),
    'GET /api/shortlist_xlsx': owned(undefined, {
      why: theirs,
      deny: [403, 404],
      query: (s) => ({ shortlist_id: s.shortlist }),
    }),
    'GET /api/institute_dashboard/eligibility': self(
      'the caller’s own institute’s students against a published job: org_id only counts for admins',
      { query: (s) => ({ job_id: s.job, org_id: s.ownerInstitute }), check: sameWithout('org_id') },
    ),
  };
}

const ENTRY_CARDS: Record<string, Record<string, unknown>> = {
  external_courses: BODIES.course,
  readings: BODIES.book,
  articles: BODIES.article,
  educations: BODIES.education,
  social_clubs: BODIES.club,
  internships: BODIES.internship,
  external_projects: BODIES.project,
  external_events: BODIES.event,
};

function entryRoutes(): Record<string, Rule> {
  const out: Record<string, Rule> = {};
  for (const resource of [...Object.keys(ENTRY_CARDS), 'subjects']) {
    const url = `/api/my_portfolio/${resource}`;
    const body = (s: Seed) => (resource === 'subjects' ? BODIES.subject(s.entries.educations!) : ENTRY_CARDS[resource]);
    out[`POST ${url}`] =
      resource === 'subjects'
        ? owned(undefined, { body, why: "a subject under someone else's degree" })
        : self('adds an entry to the caller’s own portfolio', { body });
    out[`PUT ${url}/:id`] = owned((s) => s.entries[resource]!, { body });
    out[`DELETE ${url}/:id`] = owned((s) => s.entries[resource]!);
  }
  return out;
}

/** Lists of learning content and of the caller's own work never show the owner's drafts or students. */
const leaves =
  (what: (s: Seed) => number[], field = 'id') =>
  async (res: LightMyRequestResponse, caller: Caller, s: Seed): Promise<string | undefined> => {
    if (caller === 'admin' || res.statusCode !== 200) return undefined;
    const shown = JSON.stringify(res.json().data);
    const leak = what(s).find((id) => new RegExp(`"${field}":${id}[,}]`).test(shown));
    return leak === undefined ? undefined : `listed someone else's ${field} ${leak}`;
  };

/** Learning content (issue 25): the owner mentor's resources, paths and projects, and the owner's enrolments. */
function learningRoutes(): Record<string, Rule> {
  const pub = 'published learning content is public; drafts stay with their managers';
  const mine = 'the caller’s own enrolments and work';
  const admin = { adminActs: true };
  const out: Record<string, Rule> = {
    'GET /api/resources': shared(pub, { query: () => ({}), check: leaves((s) => [s.draftResource]) }),
    'GET /api/webresources': shared(pub, { check: leaves((s) => [s.draftResource]) }),
    'GET /api/resources/:id': owned('draftResource', admin),
    'POST /api/resources': self('writes a draft of the caller’s own'),
    'PUT /api/resources/:id': owned('draftResource'),
    'POST /api/resources/:id/publish': owned('draftResource'),
    'POST /api/resources/:id/archive': owned('resource'),
    'DELETE /api/resources/:id': owned('draftResource'),
    'POST /api/resources/:id/file_uploads': owned('draftResource', {
      body: () => ({ file_name: 'not-mine.pdf', bytes: 100 }),
    }),
    'POST /api/resources/:id/file_uploads/:uploadId/confirm': owned(undefined, {
      path: (s) => `/api/resources/${s.draftResource}/file_uploads/${s.resourceUpload}/confirm`,
    }),
    'GET /api/resources/:id/file': owned('draftResource', admin),
    'DELETE /api/resources/:id/file': owned('draftResource'),
    'POST /api/filter_resource_groups': shared(pub, { body: () => ({}), check: leaves((s) => [s.draftResourceGroup]) }),
    'GET /api/resource_groups/:id': owned('draftResourceGroup', admin),
    'POST /api/resource_groups': self('writes a draft of the caller’s own'),
    'PUT /api/resource_groups/:id': owned('draftResourceGroup'),
    'POST /api/resource_groups/:id/publish': owned('draftResourceGroup'),
    'POST /api/resource_groups/:id/archive': owned('resourceGroup'),
    'DELETE /api/resource_groups/:id': owned('draftResourceGroup'),
    'GET /api/list/project': shared(pub, { query: () => ({}), check: leaves((s) => [s.draftProject]) }),
    'GET /api/projects/:id': owned('draftProject', admin),
    'POST /api/projects': self('writes a draft of the caller’s own'),
    'PUT /api/projects/:id': owned('draftProject'),
    'POST /api/projects/:id/publish': owned('draftProject'),
    'POST /api/projects/:id/archive': owned('project'),
    'DELETE /api/projects/:id': owned('draftProject'),
    'POST /api/projects/:id/tasks': owned('draftProject', { body: () => ({ kind: 'deliverable', title: 'Not mine' }) }),
    'PUT /api/projects/:id/tasks/:taskId': owned(undefined, {
      path: (s) => `/api/projects/${s.project}/tasks/${s.projectTask}`,
      body: () => ({ kind: 'deliverable', title: 'Not mine' }),
    }),
    'DELETE /api/projects/:id/tasks/:taskId': owned(undefined, {
      path: (s) => `/api/projects/${s.project}/tasks/${s.projectTask}`,
    }),
    'GET /api/my_profile/my_mentored_projects': self('projects the caller mentors or manages', {
      check: leaves((s) => [s.project, s.draftProject]),
    }),
    // A draft is not open to anyone; leaving what one never joined is not found.
    'POST /api/projects/:id/enrol': owned('draftProject', { body: () => ({}) }),
    'DELETE /api/projects/:id/enrol': owned('draftProject'),
    'POST /api/resource_groups/:id/enrol': owned('draftResourceGroup', { body: () => ({}) }),
    'DELETE /api/resource_groups/:id/enrol': owned('draftResourceGroup'),
    'POST /api/learning_enrolments': owned(undefined, {
      body: (s) => ({ kind: 'project', content_id: s.project, profile_ids: [s.ownerStudent2] }),
    }),
    'GET /api/fetch_mentor_quiz_activity_data_groups': self('the calling mentor’s own activities', {
      query: () => ({ type: 'ACTIVITY' }),
      check: leaves((s) => [s.activity]),
    }),
    'GET /api/recommended/projects': self('recommendations for the caller'),
    'GET /api/recommended/resource_groups': self('recommendations for the caller'),
    'GET /api/get_my_learnings': self(mine, { check: leaves((s) => [s.myProject, s.myGroup]) }),
    'GET /api/my_profile/my_projects': self(mine, { check: leaves((s) => [s.myProject]) }),
    'GET /api/my_profile/my_resource_groups': self(mine, { check: leaves((s) => [s.myGroup]) }),
    'GET /api/my_profile/my_projects/:id': owned('myProject'),
    'GET /api/my_profile/my_resource_groups/:id': owned('myGroup'),
    'POST /api/my_profile/my_resource_groups/:id/items/:itemId/complete': owned(undefined, {
      path: (s) => `/api/my_profile/my_resource_groups/${s.myGroup}/items/${s.groupItem}/complete`,
    }),
    'POST /api/my_profile/my_projects/:id/tasks/:itemId/complete': owned(undefined, {
      path: (s) => `/api/my_profile/my_projects/${s.myProject}/tasks/${s.projectTask}/complete`,
    }),
    'POST /api/my_profile/my_projects/:id/tasks/:itemId/file_uploads': owned(undefined, {
      path: (s) => `/api/my_profile/my_projects/${s.myProject}/tasks/${s.projectTask}/file_uploads`,
      body: () => ({ file_name: 'not-mine.pdf', bytes: 100 }),
    }),
    'POST /api/my_profile/my_projects/:id/tasks/:itemId/file_uploads/:uploadId/confirm': owned(undefined, {
      path: (s) =>
        `/api/my_profile/my_projects/${s.myProject}/tasks/${s.projectTask}/file_uploads/${s.submissionUpload}/confirm`,
    }),
    'DELETE /api/my_profile/my_projects/:id/tasks/:itemId/file_uploads/:uploadId': owned(undefined, {
      path: (s) =>
        `/api/my_profile/my_projects/${s.myProject}/tasks/${s.projectTask}/file_uploads/${s.submissionUpload}`,
    }),
    'POST /api/my_profile/my_projects/:id/tasks/:itemId/submissions': owned(undefined, {
      path: (s) => `/api/my_profile/my_projects/${s.myProject}/tasks/${s.projectTask}/submissions`,
      body: () => ({ text: 'Not mine' }),
    }),
    'POST /api/project_submissions/:id/comments': owned('submission', {
      body: () => ({ body: 'Not mine' }),
      adminActs: true,
    }),
    'GET /api/project_reviews': self('the queue of the projects the caller mentors or manages', {
      check: leaves((s) => [s.submission]),
    }),
    'POST /api/admin/evaluate_my_project': owned(undefined, {
      body: (s) => ({ submission_id: s.submission, decision: 'changes', comment: 'Not mine' }),
    }),
    'GET /api/pending_tasks': self(mine, { check: leaves((s) => [s.myProject, s.myGroup], 'my_learning_id') }),
    'GET /api/pending_tasks_by_intervention': self(mine, {
      query: (s) => ({ type: 'project', id: s.project }),
      check: leaves((s) => [s.myProject], 'my_learning_id'),
    }),
    'POST /api/skip_resource_group_unit': owned(undefined, {
      body: (s) => ({ my_resource_group_id: s.myGroup, item_id: s.groupItem, reason: 'Not mine' }),
    }),
    'POST /api/request_extension': owned(undefined, {
      body: (s) => ({
        kind: 'project',
        my_learning_id: s.myProject,
        item_id: s.projectTask,
        reason: 'x',
        requested_date: '2099-01-01',
      }),
    }),
    'GET /api/learning_requests': self('requests about the caller’s own content', {
      check: leaves((s) => [s.learningRequest]),
    }),
    'PUT /api/learning_requests/:id': owned('learningRequest', { body: () => ({ decision: 'refuse' }) }),
    'PUT /api/learning_accommodations/:profile_id': owned(undefined, {
      path: (s) => `/api/learning_accommodations/${s.ownerStudent}`,
      body: () => ({ days: 2, reason: 'Not mine' }),
    }),
  };
  for (const path of [
    'project_status_counter',
    'project_status_split',
    'my_profile/project_applicants_org_split',
    'my_profile/project_applicants',
  ])
    out[`GET /api/${path}`] = owned(undefined, { query: (s) => ({ project_id: s.project }) });
  return out;
}

/** Quizzes (issue 26): the owner mentor's bank and quiz, and the owner student's attempt. */
function quizRoutes(): Record<string, Rule> {
  const pub = 'published banks and quizzes are listed for everyone; drafts stay with their managers';
  const question = () => ({
    question: {
      type: 'true_false',
      stem: '<p>Not mine</p>',
      correct: true,
    },
  });
  return {
    'GET /api/question_banks': shared(pub, { check: leaves((s) => [s.draftBank]) }),
    'POST /api/question_banks': self('writes a draft of the caller’s own', {
      body: () => ({ title: 'A bank of mine' }),
    }),
    'GET /api/question_banks/:id': owned('draftBank', { adminActs: true }),
    'PUT /api/question_banks/:id': owned('draftBank', { body: () => ({ title: 'Taken over' }) }),
    'POST /api/question_banks/:id/publish': owned('draftBank'),
    'POST /api/question_banks/:id/archive': owned('bank'),
    'DELETE /api/question_banks/:id': owned('draftBank'),
    'POST /api/question_banks/:id/questions': owned('draftBank', { body: question }),
    'PUT /api/question_banks/:id/questions/:questionId': owned(undefined, {
      path: (s) => `/api/question_banks/${s.bank}/questions/${s.bankQuestion}`,
      body: question,
    }),
    'DELETE /api/question_banks/:id/questions/:questionId': owned(undefined, {
      path: (s) => `/api/question_banks/${s.bank}/questions/${s.bankQuestion}`,
    }),
    'POST /api/question_banks/:id/questions/swap': owned('bank', {
      body: (s) => ({ a: s.bankQuestion, b: s.bankQuestion }),
    }),
    'GET /api/quizzes': shared(pub, { check: leaves((s) => [s.draftQuiz]) }),
    'POST /api/quizzes': self('writes a draft of the caller’s own', { body: () => ({ title: 'A quiz of mine' }) }),
    'GET /api/quizzes/:id': owned('draftQuiz', { adminActs: true }),
    'PUT /api/quizzes/:id': owned('draftQuiz', { body: () => ({ title: 'Taken over' }) }),
    'POST /api/quizzes/:id/publish': owned('draftQuiz'),
    'POST /api/quizzes/:id/archive': owned('quiz'),
    'DELETE /api/quizzes/:id': owned('draftQuiz'),
    'POST /api/quizzes/:id/slots': owned('draftQuiz', {
      body: (s) => ({ kind: 'fixed', question_id: s.bankQuestion }),
    }),
    'PUT /api/quizzes/:id/slots/:slotId': owned(undefined, {
      path: (s) => `/api/quizzes/${s.quiz}/slots/${s.quizSlot}`,
      body: (s) => ({ kind: 'fixed', question_id: s.bankQuestion }),
    }),
    'DELETE /api/quizzes/:id/slots/:slotId': owned(undefined, {
      path: (s) => `/api/quizzes/${s.quiz}/slots/${s.quizSlot}`,
    }),
    'POST /api/quizzes/:id/slots/swap': owned('quiz', { body: (s) => ({ a: s.quizSlot, b: s.quizSlot }) }),
    // A draft quiz is not open to anyone.
    'POST /api/quizzes/:id/attempts': owned('draftQuiz'),
    'GET /api/attempts/:id': owned('attempt'),
    'GET /api/attempts/:id/clock': owned('attempt'),
    'PUT /api/attempts/:id/answers/:position': owned(undefined, {
      path: (s) => `/api/attempts/${s.attempt}/answers/1`,
      body: () => ({ answer: { value: true }, revision: 99 }),
    }),
    'POST /api/attempts/:id/submit': owned('attempt', { last: true }),
    'POST /api/attempts/:id/events': owned('attempt', {
      body: () => ({ events: [{ kind: 'blur', at: new Date().toISOString() }] }),
    }),
    'GET /api/quizzes/:id/attempts': owned('quiz'),
    'GET /api/quiz_attempts/:id': owned('attempt'),
    'GET /api/quizzes/:id/stats': owned('quiz'),
    'GET /api/essay_queue': self('essays of the caller’s own quizzes'),
    'PUT /api/attempt_answers/:id/grade': owned('attemptAnswer', { body: () => ({ score: 0 }) }),
    'POST /api/question_banks/:id/questions/:questionId/regrade': owned(undefined, {
      path: (s) => `/api/question_banks/${s.bank}/questions/${s.bankQuestion}/regrade`,
    }),
    'POST /api/quiz_accommodations': owned(undefined, {
      body: (s) => ({ quiz_id: s.quiz, profile_ids: [s.ownerStudent], extra_minutes: 5, reason: 'Not mine' }),
    }),
    // The results screens (decision 0075): lists of what the caller manages; a quiz's own tabs.
    'GET /api/quiz_stats': self('the quizzes the caller manages (admins: all)', {
      check: leaves((s) => [s.quiz, s.draftQuiz]),
    }),
    'GET /api/question_bank_stats': self('the banks the caller uses (admins: all)', {
      check: leaves((s) => [s.bank, s.draftBank]),
    }),
    'GET /api/quizzes/:id/accommodations': owned('quiz'),
    'GET /api/quizzes/:id/key_changes': owned('quiz'),
    // Import and export (decision 0076): the bank is checked before the upload is read (none is sent).
    'GET /api/question_banks/template.csv': self('the blank template, the same for every author'),
    'GET /api/question_banks/template.xlsx': self('the blank template, the same for every author'),
    'POST /api/question_banks/:id/import': owned('bank'),
    'GET /api/question_banks/:id/export': owned('bank', { query: () => ({ format: 'gift' }) }),
    // Quiz bytes (decision 0077): the owner student's enrolment, session and banks are nobody else's.
    'GET /api/quiz_bytes': shared(pub, { check: leaves((s) => [s.draftByte]) }),
    'POST /api/quiz_bytes': self('writes a draft of the caller’s own', { body: () => ({ title: 'A byte of mine' }) }),
    'GET /api/quiz_bytes/:id': owned('draftByte', { adminActs: true }),
    'PUT /api/quiz_bytes/:id': owned('draftByte', { body: () => ({ title: 'Taken over' }) }),
    'POST /api/quiz_bytes/:id/publish': owned('draftByte'),
    'POST /api/quiz_bytes/:id/archive': owned('byte', { last: true }),
    'DELETE /api/quiz_bytes/:id': owned('draftByte'),
    'POST /api/quiz_bytes/:id/enrol': self(
      'enrols the caller in a published byte (the enrolment is the caller’s own)',
      {
        id: 'byte',
      },
    ),
    'POST /api/my_quiz_bytes/:id/sessions': owned('myQuizByte'),
    'GET /api/practice_sessions/:id': owned('practiceSession'),
    'PUT /api/practice_sessions/:id/answers/:position': owned(undefined, {
      path: (s) => `/api/practice_sessions/${s.practiceSession}/answers/1`,
      body: () => ({ answer: { value: true } }),
    }),
    'GET /api/my_quiz_banks/:id': owned('ownerStudent'),
    'GET /api/my_question_banks/:id': owned('bank'),
    'GET /api/my_question_banks/:id/cards': owned('bank'),
    // The bank's users and admins see the class together; a student not practising it, or anyone else, nothing.
    'GET /api/question_banks/:id/scorecard': owned('bank', { adminActs: true }),
  };
}

/** Quests (issue 27): the owner mentor's quest and draft, the owner student's enrolment in it. */
function questRoutes(): Record<string, Rule> {
  const pub = 'published quests are listed for everyone; drafts stay with their managers';
  const body = (s: Seed) => ({ title: 'Taken over', steps: [{ key: 'q', kind: 'quiz', ref_id: s.quiz }] });
  return {
    'GET /api/quests': shared(pub, { check: leaves((s) => [s.draftQuest]) }),
    'POST /api/fetch_filtered_quests': shared(pub, { body: () => ({}), check: leaves((s) => [s.draftQuest]) }),
    'POST /api/quests': self('writes a draft of the caller’s own', { body: () => ({ title: 'A quest of mine' }) }),
    'GET /api/quests/:id': owned('draftQuest', { adminActs: true }),
    'PUT /api/quests/:id': owned('draftQuest', { body }),
    'POST /api/quests/:id/publish': owned('draftQuest'),
    'POST /api/quests/:id/archive': owned('quest', { last: true }),
    'DELETE /api/quests/:id': owned('draftQuest'),
    // A draft quest is nobody's to enrol in.
    'POST /api/quests/:id/enrol': owned('draftQuest', { body: () => ({}) }),
    'GET /api/my_profile/my_quests': self('the caller’s own enrolments'),
    'GET /api/my_profile/my_quests/:id': owned('myQuest'),
    'POST /api/my_profile/my_quests/:id/leave': owned('myQuest'),
    'GET /api/my_profile/my_quests/:id/locks/:key': owned(undefined, {
      path: (s) => `/api/my_profile/my_quests/${s.myQuest}/locks/q`,
    }),
    'POST /api/quests/:id/grants': owned('quest', {
      body: (s) => ({ profile_id: s.ownerStudent, step_key: 'q', kind: 'unlock' }),
    }),
    'GET /api/quests/:id/dashboard': owned('quest'),
    'POST /api/quests/:id/nudges': owned('quest', { body: (s) => ({ profile_ids: [s.ownerStudent] }) }),
    'GET /api/quest_stats': self('the quests the caller manages (admins: all)', {
      check: leaves((s) => [s.quest, s.draftQuest]),
    }),
    'GET /api/quests/:id/scorecard': owned('quest', { query: (s) => ({ profile_id: s.ownerStudent }) }),
    'GET /api/quests/:id/scorecard.pdf': owned('quest', { query: (s) => ({ profile_id: s.ownerStudent }) }),
  };
}

/** Posts (issue 28): the owner student's college-only posts and a comment; outside the college they are not found. */
function postRoutes(): Record<string, Rule> {
  const body = () => ({ text: '<p>Taken over</p>' });
  return {
    'GET /api/posts': self('the posts the caller may read', { check: leaves((s) => [s.post, s.post2]) }),
    'POST /api/posts': self('writes the caller’s own post', { body: () => ({ text: '<p>A post of mine</p>' }) }),
    'POST /api/posts/images': self('a photo of the caller’s own, waiting for a post'),
    'GET /api/posts/:id': owned('post'),
    'PUT /api/posts/:id': owned('post', { body }),
    'DELETE /api/posts/:id': owned('post2', { last: true }),
    'POST /api/posts/:id/like': owned('post'),
    'DELETE /api/posts/:id/like': owned('post'),
    'GET /api/posts/:id/comments': owned('post'),
    'POST /api/posts/:id/comments': owned('post', { body: () => ({ text: 'Hello' }) }),
    'DELETE /api/post_comments/:id': owned('postComment', { last: true }),
    'POST /api/post_comments/:id/like': owned('postComment'),
    'DELETE /api/post_comments/:id/like': owned('postComment'),
    'GET /api/follows': self('what the caller follows'),
    'GET /api/post_mentions': shared('names of active profiles, to mention them', { query: () => ({ query: 'a' }) }),
    'POST /api/follows': self('the caller follows', {
      body: (s) => ({ target_type: 'profile', target: s.ownerStudent }),
    }),
    'DELETE /api/follows': self('the caller unfollows', {
      body: (s) => ({ target_type: 'profile', target: s.ownerStudent }),
    }),
    // Moderation (issue 28 item 5): a post one cannot read cannot be reported or hidden; an institution's
    // staff decide on their own students' posts only (a pending or deactivated one gets 403), admins on any.
    'POST /api/posts/:id/report': owned('post', { body: () => ({ reason: 'spam' }) }),
    'POST /api/post_comments/:id/report': owned('postComment', { body: () => ({ reason: 'spam' }) }),
    'POST /api/posts/:id/hide': owned('post'),
    'DELETE /api/posts/:id/hide': self('takes back the caller’s own hide'),
    'GET /api/moderation/reports': self('reports on the caller’s own students’ posts (admins: all)'),
    'POST /api/moderation/posts/:id': owned('post', {
      body: () => ({ decision: 'keep' }),
      adminActs: true,
      deny: [404, 403],
    }),
    // Campus channels (issue 28 item 7): the caller's own college only; a post one cannot read is not read.
    'GET /api/posts/channels': self('the branches and batches of the caller’s own college (others get 403)'),
    'POST /api/posts/:id/read': owned('post'),
    'POST /api/moderation/comments/:id': owned('postComment', {
      body: () => ({ decision: 'keep' }),
      adminActs: true,
      deny: [404, 403],
    }),
  };
}

/** Shared achievements (issue 28 item 6): the caller's own shareable items; the live verification by its ref. */
function achievementRoutes(): Record<string, Rule> {
  return {
    'GET /api/posts/achievements': self('the calling student’s own verified entries and finished items'),
    'GET /api/achievements/:kind/:ref': secret('a shared achievement is public by its unguessable ref', [404], {
      path: () => `/api/achievements/portfolio_entry/internships.${randomUUID()}`,
    }),
  };
}

/** Testimonials and feedback (issue 28 items 8 and 9): the owner's testimonial, ratings of the owner's event. */
function voiceRoutes(): Record<string, Rule> {
  const onEvent = (id: (s: Seed) => number) => (s: Seed) => ({ item_type: 'EVENT', item_id: id(s) });
  return {
    'GET /api/testimonials': shared('approved testimonials are public'),
    'POST /api/testimonials': self('writes the caller’s own testimonial'),
    'GET /api/my_testimonials': self('the caller’s own testimonials', { check: leaves((s) => [s.testimonial]) }),
    'DELETE /api/testimonials/:id/consent': owned('testimonial'),
    // A draft event is nobody's to see but its organisers' (and admins').
    'GET /api/feedback': owned(undefined, { query: onEvent((s) => s.draftEvent), adminActs: true }),
    // Only those who took part rate; the published event is visible, so the refusal is 403.
    'PUT /api/feedback': owned(undefined, {
      deny: [403],
      body: (s) => ({ item_type: 'EVENT', item_id: s.event, rating: 1, comment: 'Not mine to rate' }),
    }),
    'GET /api/feedback/responses': owned(undefined, { deny: [403], query: onEvent((s) => s.event), adminActs: true }),
  };
}

/**
 * Bulk imports (issue 29): an institute's approved staff see their institute's imports only (another's:
 * 404; a pending one: 403), admins holding bulk_tools all of them.
 */
function importRoutes(): Record<string, Rule> {
  const theirs = (more: Partial<Rule> = {}) => owned('ownerImport', { deny: [404, 403], ...more });
  return {
    'GET /api/imports': self('the imports of the caller’s own institute (admins: all)', {
      check: async (res, caller, s) =>
        caller !== 'admin' &&
        res.statusCode === 200 &&
        (res.json().data as { id: number }[]).some((i) => i.id === s.ownerImport)
          ? 'listed an admin’s import'
          : undefined,
    }),
    'POST /api/imports': self('an import for the caller’s own institute'),
    'GET /api/imports/:id': theirs(),
    'GET /api/imports/:id/rows': theirs(),
    'GET /api/imports/:id/error_file': theirs({ adminActs: false, deny: [404, 403] }),
    'PUT /api/imports/:id/plan': theirs({ body: () => ({ mapping: { Email: 'email' }, mode: 'update' }) }),
    'POST /api/imports/:id/commit': theirs({ body: () => ({}), adminActs: false, deny: [404, 403, 409] }),
    'POST /api/imports/:id/undo': theirs({ adminActs: false, deny: [404, 403, 409] }),
    'GET /api/import_templates/:tool': shared('the templates are the same for everyone', {
      path: () => '/api/import_templates/profiles',
    }),
    'GET /api/enrolment_targets': self('items of the caller’s own institute (admins: all)', {
      query: () => ({ kind: 'event' }),
    }),
  };
}

/** Payments (issue 30): a student's own orders; webhooks answer only to the provider's signature. */
function paymentRoutes(): Record<string, Rule> {
  const theirs = owned('ownerPaymentOrder');
  return {
    'POST /api/v2/multiple_payments': self('an order for the caller themself', {
      body: (s) => ({ page_ids: [s.paymentPage], buyer: { name: 'Matrix buyer' } }),
    }),
    'POST /api/v2/payment_confirmation': owned(undefined, {
      body: (s) => ({ order_id: s.ownerPaymentOrder, payment_id: 'pay_matrix', signature: 'a'.repeat(64) }),
    }),
    'GET /api/payment_orders/:id': theirs,
    'POST /api/payment_orders/:id/check': theirs,
    'POST /api/payment_orders/:id/support': owned('ownerPaymentOrder', { body: () => ({ message: 'Matrix' }) }),
    'POST /api/payments/webhook': shared('the provider’s: an unsigned body is refused for everyone', {
      body: () => ({ event: 'payment.captured' }),
    }),
    'GET /api/payment_pages': self('an organisation lists its own pages; an admin every one'),
    'POST /api/payment_pages': self('a page of the caller’s own organisation, for its own items', {
      body: () => ({ title: 'Matrix page', items: [{ kind: 'project', id: 2_000_000_000 }], price_paise: 10_000 }),
    }),
    'GET /api/payment_pages/on_sale': shared('what is on sale is public', {
      query: () => ({ item_kind: 'project', item_id: 2_000_000_000 }),
    }),
    'GET /api/payment_pages/:id': owned('ownerPaymentPage', { adminActs: true }),
    'PUT /api/payment_pages/:id/edit': owned('ownerPaymentPage', {
      body: () => ({ title: 'Taken over', items: [{ kind: 'project', id: 2_000_000_000 }], price_paise: 10_000 }),
    }),
    'POST /api/payment_pages/:id/publish': owned('ownerPaymentPage'),
    'POST /api/payment_pages/:id/close': owned('ownerPaymentPage'),
    'POST /api/payment_pages/:id/coupons': owned('ownerPaymentPage', {
      body: () => ({ code: 'MATRIX', percent_bp: 1000 }),
    }),
    'DELETE /api/payment_pages/:id/coupons/:coupon_id': owned('ownerPaymentPage', {
      path: (s) => `/api/payment_pages/${s.ownerPaymentPage}/coupons/${s.ownerCoupon}`,
      last: true,
    }),
    'POST /api/payment_quote': shared('the price of a page on sale is public', {
      body: (s) => ({ page_ids: [s.paymentPage] }),
    }),
    'POST /api/test_provider/orders/:order_id/checkout': shared(
      'the test provider’s checkout takes a payment from whoever holds the order id, as a real one does',
      {
        path: (s) => `/api/test_provider/orders/${s.ownerProviderOrder}/checkout`,
        body: () => ({ outcome: 'decline' }),
      },
    ),
    // Invoices and credit notes: the buyer's own; the payments desk reads anyone's.
    'GET /api/download_invoice': owned(undefined, { query: (s) => ({ payment_id: s.ownerPayment }) }),
    'GET /api/download_credit_note': owned(undefined, { query: (s) => ({ refund_id: s.ownerRefund }) }),
    'POST /api/payment_orders/:id/refunds': {
      kind: 'admin',
      why: 'the payments desk refunds any order (a paisa here)',
      id: 'ownerPaidOrder',
      body: () => ({ amount_paise: 1, reason: 'Matrix refund' }),
    },
    'POST /api/create_payment': {
      kind: 'admin',
      why: 'the payments desk records a payment received outside the checkout',
      body: (s, caller) => ({
        page_ids: [s.paymentPage],
        buyer_email: s.ownerEmail,
        buyer: { name: 'Owner Student' },
        method: 'cash',
        reference: `Matrix ${caller}`,
        paid_on: '2026-01-01',
      }),
    },
    'GET /api/list/payment_page_payments': { kind: 'admin', why: 'every order, for the payments desk' },
    'GET /api/list/payment_page_payments/export': { kind: 'admin', why: 'the same as a spreadsheet' },
    'GET /api/admin/payments/revenue': { kind: 'admin', why: 'platform-wide revenue for the payments desk' },
    // Seats (issue 30 item 10): an organisation's own pools; the payments desk any.
    'POST /api/seat_orders': self('seats for the caller’s own organisation (a page not sold as seats: refused)', {
      body: (s) => ({ page_id: s.paymentPage, quantity: 2, buyer: { name: 'Matrix org', gstin: '27AAPFU0939F1ZV' } }),
    }),
    'GET /api/seat_pools': self('the caller’s own organisation’s pools: org_id only counts for admins', {
      query: (s) => ({ org_id: s.ownerOrg }),
      check: sameWithout('org_id'),
    }),
    'GET /api/seat_pools/:id': owned('ownerSeatPool'),
    'POST /api/seat_pools/:id/assign': owned('ownerSeatPool', {
      body: () => ({ emails: ['matrix.seat@example.com'] }),
    }),
    'DELETE /api/seat_pools/:id/assignments/:assignment_id': owned('ownerSeatPool', {
      path: (s) => `/api/seat_pools/${s.ownerSeatPool}/assignments/${s.ownerSeatAssignment}`,
      last: true,
    }),
    'POST /api/seats/redeem': secret('the pool’s code is the permission: an unknown code takes no seat', [422], {
      body: () => ({ code: 'ZZZZZZZZZZ' }),
    }),
    'GET /api/subscriptions': self('the caller’s own subscriptions: profile_id only counts for the payments desk', {
      query: (s) => ({ profile_id: s.ownerStudent }),
      check: sameWithout('profile_id'),
    }),
  };
}

/** The photo catalog and live sessions (issue 28 items 10-11). */
function communityMediaRoutes(): Record<string, Rule> {
  const pub = 'the photo catalog is public';
  const session = () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    return {
      title: 'Matrix session',
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
      provider_url: 'https://meet.jit.si/matrix',
      audience: 'everyone',
      skills: ['SQL'],
    };
  };
  return {
    'GET /api/photo_catalog': shared(pub, { query: (s) => ({ album_id: s.album }) }),
    'GET /api/photo_catalog/albums': shared(pub),
    'GET /api/photo_catalog/albums/:id': shared(pub, { id: 'album' }),
    'POST /api/photo_catalog/albums': self('an album of the caller’s own organisation; org_id only counts for admins', {
      body: (s) => ({ title: 'Matrix album', org_id: s.ownerOrg }),
    }),
    'POST /api/photo_catalog/upload': self('an upload of the caller’s own'),
    'GET /api/photo_catalog/uploads': self('the caller’s own uploads', { check: leaves((s) => [s.photoUpload]) }),
    'DELETE /api/photo_catalog/uploads/:id': owned('photoUpload', { adminActs: false }),
    'POST /api/photo_catalog/entries': owned(undefined, {
      why: 'someone else’s upload into an album the caller cannot manage',
      deny: [403, 404],
      adminActs: false,
      body: (s) => ({ upload_id: s.photoUpload, album_id: s.album, alt_text: 'Taken over' }),
    }),
    'DELETE /api/photo_catalog/entries/:id': owned('photo', { deny: [403], last: true }),

    'POST /api/video_meeting_posts': self('schedules a session of the caller’s own', { body: session }),
    'GET /api/video_meeting_posts': shared('each caller sees the sessions of its audiences', {
      check: leaves((s) => [s.privateMeeting]),
    }),
    'GET /api/video_meeting_posts/scheduled': self('the sessions the caller manages (admins: all)', {
      check: leaves((s) => [s.meeting, s.privateMeeting]),
    }),
    'PUT /api/video_meeting_posts/update/:id': owned('privateMeeting', { body: () => ({ title: 'Taken over' }) }),
    'DELETE /api/video_meeting_posts/scheduled/:id': owned('privateMeeting', { last: true }),
    'GET /api/video_meeting_posts/:id': owned('privateMeeting', { adminActs: true }),
    'GET /api/video_meeting_posts/:id/ics': owned('privateMeeting', { adminActs: true }),
    'PUT /api/video_meeting_posts/:id/rsvp': owned('privateMeeting', { body: () => ({ going: true }) }),
    'POST /api/video_meeting_posts/:id/join': owned('privateMeeting'),
  };
}

/** Every route, by "METHOD /url", with how the matrix calls it and what it expects. */
const ROUTES: Record<string, Rule> = {
  ...communityMediaRoutes(),
  ...importRoutes(),
  ...paymentRoutes(),
  ...learningRoutes(),
  ...quizRoutes(),
  ...questRoutes(),
  ...postRoutes(),
  ...achievementRoutes(),
  ...voiceRoutes(),
  // Platform and catalogue.
  'GET /healthz': shared('liveness'),
  'GET /readyz': shared('readiness'),
  'GET /uploads/:folder/:file': secret('uploaded images are public by their unguessable key', [404], {
    path: () => `/uploads/avatars/${randomUUID()}.png`,
  }),
  'GET /api/lookups': shared(CATALOGUE),
  'GET /api/skills': shared(CATALOGUE),
  'GET /api/degrees': shared(CATALOGUE),
  'GET /api/specializations': shared(CATALOGUE),
  'GET /api/designations': shared(CATALOGUE),
  'GET /api/states': shared(CATALOGUE),
  'GET /api/cities': shared(CATALOGUE),
  'GET /api/life_skills': shared(CATALOGUE),
  'GET /api/job_roles': shared(CATALOGUE),
  'GET /api/orgs': shared(CATALOGUE),
  'GET /api/dev/outbox': shared(
    'development mailbox: registered only when DEV_MAILBOX is on (never by default in production)',
  ),
  'GET /dev/mailbox': shared(
    'development mailbox: registered only when DEV_MAILBOX is on (never by default in production)',
  ),
  'PUT /api/storage/*': secret('disk uploads: the signed URL is the permission', [404], {
    path: () => `/api/storage/activities/${randomUUID()}.pdf?expires=9999999999&sig=forged&ct=application%2Fpdf`,
  }),
  'GET /api/storage/*': secret('disk downloads: the signed URL is the permission', [404], {
    path: () => `/api/storage/activities/${randomUUID()}.pdf?expires=9999999999&sig=forged&name=x.pdf`,
  }),

  // Identity.
  'GET /api/identity/config': shared('which social providers are configured'),
  'POST /api/identity/sign_up': self('creates a new account'),
  // Sign-in and linking share one budget of password checks per account and address: after ten
  // wrong passwords for the owner from the matrix's address the answer is 429, also a refusal.
  'POST /api/identity/sign_in': owned(undefined, {
    why: "someone else's account without its password",
    body: (s) => ({ email: s.ownerEmail, password: 'not the password' }),
    deny: [422, 429],
  }),
  'POST /api/identity/phone/send_code': self('texts a code to the number given (outbox in tests)', {
    body: () => ({ country_code: '+91', phone: uniquePhone() }),
  }),
  'POST /api/identity/phone/verify': owned(undefined, {
    why: "someone else's phone without the texted code",
    body: (s) => ({ country_code: '+91', phone: s.ownerPhone, code: '000000' }),
    deny: [422],
  }),
  'POST /api/identity/password_reset': shared('anyone may ask; the link goes to the account’s own email', {
    body: (s) => ({ email: s.ownerEmail }),
  }),
  'POST /api/identity/password_reset/confirm': secret('needs the emailed reset token', [422], {
    body: () => ({
      token: randomBytes(16).toString('hex'),
      password: 'taken over 123',
      confirm_password: 'taken over 123',
    }),
  }),
  'POST /api/identity/refresh': secret('reads only the session cookie, which the matrix never sends', [401]),
  'POST /api/identity/sign_out': self('ends the session of the cookie sent (none here)'),
  'POST /api/identity/social/start': self('starts the caller’s own social sign-in (none configured here)'),
  'POST /api/identity/link_account': owned(undefined, {
    why: "links a social account to someone else's account without its password",
    body: (s) => ({ email: s.ownerEmail, password: 'not the password', provider: 'google' }),
    deny: [422, 429],
  }),
  'GET /api/auth/callback/:provider': secret('needs the state of a sign-in the caller started', [302], {
    path: () => `/api/auth/callback/google?code=forged&state=${randomUUID()}`,
  }),
  'POST /api/auth/callback/:provider': secret('needs the state of a sign-in the caller started', [302], {
    path: () => `/api/auth/callback/google`,
    body: () => ({ code: 'forged', state: randomUUID() }),
  }),

  // The caller's own account (issue 23 item 28): a wrong password changes and deletes nothing (422);
  // an admin may not delete itself (403).
  'GET /api/my_account': self('the caller’s own account'),
  'POST /api/my_account/change_password': self(
    'changes only the caller’s own password, and only with the current one',
    {
      body: () => ({
        current_password: 'not the password',
        password: 'another long secret',
        confirm_password: 'another long secret',
      }),
    },
  ),
  'GET /api/my_account/export': self('the caller’s own records only'),
  'POST /api/my_account/delete': self('deletes only the caller’s own account, and only with its password', {
    body: () => ({ password: 'not the password' }),
  }),
  // Sign-in and security (issue 23 item 30): another user's session is 404 and goes on.
  'POST /api/update_settings': self('the caller’s own sign-in alert setting', {
    body: () => ({ sign_in_alerts: true }),
  }),
  'POST /api/my_account/sessions/:id/sign_out': owned(undefined, {
    why: 'ends only a session of the caller’s own',
    path: (s) => `/api/my_account/sessions/${s.ownerSession}/sign_out`,
  }),
  'POST /api/my_account/sign_out_others': self('ends only the caller’s own other sessions'),

  // Profiles and career paths.
  'GET /api/v1/current_user_data': self('the caller'),
  'GET /api/v1/admin_access_level': self('the caller’s own level'),
  'POST /api/v1/profile': self('creates the caller’s own profile', { last: true }),
  'GET /api/v1/profile': self('the caller’s profile'),
  'POST /api/v1/edit_profile': self('edits the caller’s profile', { body: () => ({ profile: {} }) }),
  'POST /api/v2/update_only_profile': self('edits the caller’s profile', { body: () => ({ profile: {} }) }),
  'GET /api/check_identifier_availability': shared('whether an email or phone is free, as the forms need', {
    query: (s) => ({ field: 'email', value: s.ownerEmail }),
  }),
  // Trimmed pickers of SPEC §7.7 (issue 29): public fields of active people and organisations.
  'GET /api/lov/profiles_trimmed': shared(
    'public fields of active people, for staff’s and mentors’ pickers (a project’s students: its runners only)',
  ),
  'GET /api/lov/org_profile_trimmed': shared(CATALOGUE),
  'GET /api/profiles': shared('public fields of active mentors, staff and approved companies (students: admins only)'),
  'GET /api/non_grad_student': self('the caller’s own institute’s students: org_id only counts for admins', {
    query: (s) => ({ org_id: s.ownerInstitute }),
  }),
  'GET /api/bulk_enroll_identifier_availability': shared(
    'whether an email or phone has an account; names only the caller’s own students',
    {
      query: (s) => ({ field: 'email', value: s.ownerEmail }),
      check: async (res, caller) => {
        if (caller === 'admin' || res.statusCode !== 200) return undefined;
        return res.json().data.profile_id === null ? undefined : 'named someone else’s profile';
      },
    },
  ),
  'POST /api/update_terms_nd_cond': self('the caller accepts the terms'),
  'POST /api/my_profile/avatar': self('the caller’s avatar (multipart; none sent)'),
  'GET /api/myprofile/topic_interests': self('the caller’s interests'),
  'POST /api/myprofile/topic_interests': self('the caller’s interests'),
  'DELETE /api/myprofile/topic_interests/:id': self('removes a catalogue skill from the caller’s own interests'),
  'GET /api/my_portfolio/list_job_roles': shared(CATALOGUE),
  'GET /api/my_portfolio/my_job_roles': self('the caller’s career paths'),
  'GET /api/my_portfolio/fetch_life_skill_roles': shared(CATALOGUE),
  'POST /api/my_portfolio/job_roles': self('the caller’s career paths'),
  'POST /api/my_portfolio/update_my_job_roles': self('the caller’s career paths'),
  'POST /api/my_portfolio/job_role_ids': self('the caller’s career paths'),
  'POST /api/my_portfolio/create_job_roles': self('the caller’s career paths'),
  'GET /api/get_recommended/job_roles': self('recommendations for the caller'),
  'POST /api/my_portfolio/portfolios': self('starts the caller’s portfolio'),

  // Portfolio.
  ...entryRoutes(),
  'GET /api/my_portfolio/portfolios': self('the caller’s portfolio'),
  'GET /api/my_portfolio/portfolios/:id': owned('portfolio'),
  'GET /api/my_portfolio/profile_portfolios': self('the caller’s portfolios'),
  'PUT /api/my_portfolio/visibility': self('the caller’s portfolio switch', { body: () => ({ is_public: false }) }),
  'GET /api/public_portfolio': owned(undefined, {
    why: 'the owner has not made the portfolio public: nobody sees it, admins included',
    query: (s) => ({ profile_id: s.ownerStudent }),
    adminActs: false,
  }),
  'GET /api/generate_portfolio_pdf/:id': owned('portfolio'),
  'POST /api/skills': shared('adds a skill to the catalogue'),
  'POST /api/my_portfolio/verifications': owned(undefined, {
    why: "asks to verify someone else's entry",
    body: (s) => ({
      section: 'readings',
      entry_id: s.entries.readings,
      verifier_name: 'Mallory',
      verifier_email: 'mallory@example.com',
      verifier_organisation: 'Anywhere',
    }),
  }),
  'GET /api/entry_verifications/:token': secret('the emailed verification token', [404]),
  'POST /api/entry_verifications/:token': secret('the emailed verification token', [404], {
    body: () => ({ decision: 'confirm' }),
  }),

  // Jobs.
  'POST /api/jobs': self('posts for the caller’s own organisation; org_id only counts for admins', {
    body: (s) => ({ ...jobCard(), org_id: s.ownerOrg }),
    check: createdInOwnOrg('jobs'),
  }),
  'GET /api/jobs/:id': owned('draftJob', {
    why: 'a draft is seen by its organisation and admins only',
    adminActs: true,
  }),
  'PUT /api/jobs/:id': owned('draftJob', { body: () => ({ title: 'Taken over' }) }),
  'POST /api/jobs/:id/publish': owned('draftJob'),
  'POST /api/jobs/:id/close': owned('job'),
  'DELETE /api/jobs/:id': owned('draftJob'),
  'GET /api/list/jobs_v1': shared('published jobs'),
  'GET /api/list/jobs': shared('published jobs'),
  'GET /api/search/jobs': shared('published jobs', { query: () => ({ query: 'engineer' }) }),
  'GET /api/list/job_orgs': shared('organisations with open published jobs'),
  'GET /api/show_org_jobs': self('without status=PUBLIC: the caller’s own organisation’s jobs (Our jobs)', {
    gate: ORG,
    query: (s) => ({ org_id: s.ownerOrg, kind: 'jobs' }),
    check: ownOrgJobs,
  }),
  'GET /api/v2/show_org_jobs': self('without status=PUBLIC: the caller’s own organisation’s jobs (Our jobs)', {
    gate: ORG,
    query: (s) => ({ org_id: s.ownerOrg }),
    check: ownOrgJobs,
  }),
  'GET /api/my_profile/job_marks': self('the caller’s own applications and eligibility, on published jobs only', {
    query: (s) => ({ job_ids: `${s.job},${s.draftJob}` }),
    check: noDraftMarks,
  }),
  'GET /api/get_org_entity_count': self('the caller’s own organisation: org_id only counts for admins', {
    check: sameWithout('org_id'),
  }),
  'GET /api/org_members': self('the caller’s own organisation’s team: org_id only counts for admins', {
    check: sameWithout('org_id'),
  }),
  'GET /api/get_created_entities_counts': self('the caller’s own organisation: org_id only counts for admins', {
    check: sameWithout('org_id'),
  }),
  'GET /api/org_dashboard/entities': self('the caller’s own organisation’s content: org_id only counts for admins', {
    check: sameWithout('org_id'),
  }),
  'GET /api/org_dashboard/application_stats': self('the caller’s own organisation’s funnel: org_id only for admins', {
    check: sameWithout('org_id'),
  }),
  'GET /api/org_dashboard/job_summary': owned(),
  'GET /api/list_org_advisor_entities_counts': self('the caller’s own organisation’s mentors: org_id only for admins', {
    check: sameWithout('org_id'),
  }),
  'POST /api/org_members/:id/accept': owned('memberRequest'),
  'POST /api/org_members/:id/decline': owned('memberRequest'),
  'GET /api/calculate_eligibility_percentage': shared('the caller’s eligibility for a published job'),
  'POST /api/jobs/:id/apply': shared('students apply to published jobs', { id: 'job', body: () => ({}) }),
  'POST /api/jobs/:id/withdraw': self('withdraws the caller’s own application (none here)', { id: 'job' }),
  'GET /api/my_profile/my_jobs': self('the caller’s applications'),
  'GET /api/recommended/jobs': self('recommendations for the caller'),
  'GET /api/student_dashboard': self('the caller’s own portfolio, applications, events and notifications'),
  'GET /api/mentor_dashboard': self('the activities the caller wrote and their students'),
  ...instituteDashboardRoutes(),
  ...shortlistRoutes(),
  'GET /api/get_mentors_my_entities_counts': self('counts of what the caller made'),
  'GET /api/get_mentors_mentoring_entities_counts': self('counts of whom the caller’s activities reach'),
  'GET /api/get_mentors_my_engage_entities_counts': self('counts of the caller’s evaluation work'),
  'POST /api/mentor_dashboard/nudges': owned(undefined, {
    why: 'nudges a student of another mentor’s activity',
    body: (s) => ({ profile_id: s.ownerStudent, reason: 'late', assignment_id: s.activity }),
  }),
  'GET /api/job_applicants': owned(undefined, { collegeView: noneShown((b) => b.pagination.total) }),
  'POST /api/modify_job_applicants': owned(undefined, {
    body: (s) => ({ job_id: s.job, application_ids: [s.application], status: 'shortlisted' }),
  }),
  'GET /api/v2/job_applications_log': owned(),
  'GET /api/v2/show_org_job_application_stats': owned(undefined, { collegeView: noneShown((b) => b.data.total) }),
  'GET /api/v2/job_applicants': owned(undefined, { collegeView: noneShown((b) => b.pagination.total) }),
  'GET /api/job_applications': self('applications to the caller’s own organisation’s jobs (none of the others’)', {
    check: async (res) => (res.statusCode === 404 ? undefined : noneShown((b) => b.pagination.total)(res)),
  }),
  'POST /api/v2/update_job_open_positions': owned(undefined, { body: (s) => ({ job_id: s.job, open_positions: 9 }) }),
  'GET /api/show_job_summary': owned(undefined, {
    collegeView: noneShown((b) => (b.data.viewer === 'institution' ? b.data.applications.total : -1)),
  }),
  'GET /api/generate_xlsx': owned(undefined, {
    collegeView: async (res) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows = workbook.getWorksheet('Applicants')?.rowCount;
      return rows === 1 ? undefined : `a college's spreadsheet held ${rows} rows, not only its header`;
    },
  }),
  'POST /api/job_invitations': owned(undefined, { body: (s) => ({ job_id: s.job, profile_ids: [s.ownerStudent2] }) }),
  'POST /api/job_invitations/preview': owned(undefined, {
    body: (s) => ({ job_id: s.job, profile_ids: [s.ownerStudent2] }),
  }),
  'GET /api/job_invited_applications': owned(),
  'GET /api/job_activity_log': owned(),
  'GET /api/show_training_student_jobs': self('jobs of the caller’s own institution’s students'),

  // Mail notifications.
  'POST /api/generate_mail_notification': owned(undefined, {
    body: (s) => ({ job_id: s.job, type: 'all', subject: 'Hello', message: 'From someone else' }),
  }),
  'GET /api/mail_notifications': owned(undefined, { query: (s) => ({ job_id: s.job }) }),
  'GET /api/mail_notifications/:id': owned('mailNotification'),
  // An organisation's notice board: its name to anyone signed in, its posts only to whom they reached.
  'GET /api/boards/:id': self('a board shows each caller only the posts sent to them (its staff: all)', {
    id: 'ownerOrg',
    check: async (res, caller) => {
      if (caller === 'admin' || res.statusCode !== 200) return undefined;
      const body = res.json() as { board: { is_staff: boolean }; data: unknown[] };
      if (body.board.is_staff) return 'counted as the organisation’s staff';
      return body.data.length > 0 ? 'read posts of another organisation that never reached it' : undefined;
    },
  }),

  // Readings and organisations.
  'GET /api/readings': shared(CATALOGUE),
  'GET /api/articles': shared(CATALOGUE),
  'GET /api/readings/:id': shared(CATALOGUE, { id: 'reading' }),
  'GET /api/recommended/readings': self('recommendations for the caller'),
  'GET /api/recommended/articles': self('recommendations for the caller'),
  'POST /api/readings/:id/add_to_portfolio': shared('adds a catalogue reading to the caller’s own portfolio', {
    id: 'reading',
  }),
  'GET /api/orgs/:id': shared('organisation pages are public', { id: 'ownerOrg' }),
  'PUT /api/orgs/:id': owned('ownerOrg', { body: () => ({ about: 'Taken over' }) }),
  'PUT /api/orgs/:id/logo': owned('ownerOrg'),
  'GET /api/get_org_by_id_and_name': shared('organisation pages are public', {
    query: (s) => ({ id: s.ownerOrg, name: 'any' }),
  }),
  'GET /api/institute_orgs/:id': shared('organisation pages are public', { id: 'ownerInstitute' }),
  'GET /api/org_profiles': shared('mentors are listed publicly'),
  'GET /api/partners': shared('organisation pages are public'),

  // Events.
  'POST /api/events': self('posts for the caller’s own organisation; org_id only counts for admins', {
    body: (s) => ({ title: 'Taken over', org_id: s.ownerOrg }),
    check: createdInOwnOrg('events'),
  }),
  'GET /api/events': shared('published events'),
  'GET /api/events/:id': owned('draftEvent', {
    why: 'a draft is seen by its organisation and admins only',
    adminActs: true,
  }),
  'PUT /api/events/:id': owned('draftEvent', { body: () => ({ title: 'Taken over' }) }),
  'POST /api/events/:id/publish': owned('draftEvent'),
  'POST /api/events/:id/close': owned('event'),
  'DELETE /api/events/:id': owned('draftEvent'),
  'PUT /api/events/:id/avatar': owned('event'),
  'PUT /api/events/:id/banner': owned('event'),
  'GET /api/show_org_events': self('without status=PUBLIC: the caller’s own organisation’s events', { gate: ORG }),
  'GET /api/show_training_student_events': self('events of the caller’s own institution’s students'),
  'GET /api/get_org_event_count': self('the caller’s own organisation: org_id only counts for admins', {
    check: sameWithout('org_id'),
  }),
  'POST /api/events/:id/enroll': shared('students join published events', { id: 'event' }),
  'POST /api/events/:id/withdraw': self('withdraws the caller’s own enrolment (none here)', { id: 'event' }),
  'GET /api/my_profile/my_events': self('the caller’s events'),
  'GET /api/recommended/events': self('recommendations for the caller'),
  'GET /api/event_applicants': owned(),
  'GET /api/event_enrollments': owned(),
  'POST /api/modify_event_applicants': owned(undefined, {
    body: (s) => ({ event_id: s.event, profile_ids: [s.ownerStudent], status: 'rejected' }),
  }),
  'GET /api/event_enrollment_count': owned(),
  'GET /api/show_event_summary': owned(),
  'GET /api/show_event_dashboard/:id': owned('event'),

  // Clubs.
  'POST /api/clubs': self('creates a club of the caller’s own organisation; org_id only counts for admins', {
    body: (s) => ({ title: 'Taken over', org_id: s.ownerOrg }),
    check: createdInOwnOrg('clubs'),
  }),
  'GET /api/clubs': shared('published clubs'),
  'GET /api/clubs/:id': owned('draftClub', {
    why: 'a draft is seen by its organisation and admins only',
    adminActs: true,
  }),
  'PUT /api/clubs/:id': owned('draftClub', { body: () => ({ title: 'Taken over' }) }),
  'POST /api/clubs/:id/publish': owned('draftClub'),
  'POST /api/clubs/:id/close': owned('club'),
  'DELETE /api/clubs/:id': owned('draftClub'),
  'GET /api/show_club_dashboard/:id': owned('club'),
  'GET /api/show_org_clubs': self('without status=PUBLIC: the caller’s own organisation’s clubs', { gate: ORG }),
  'GET /api/show_mentor_clubs': self('clubs the calling mentor runs'),
  'GET /api/get_org_club_count': self('the caller’s own organisation: org_id only counts for admins', {
    check: sameWithout('org_id'),
  }),
  'GET /api/recommended/clubs': self('recommendations for the caller'),
  'POST /api/clubs/:id/join_request': shared('students ask to join published clubs', { id: 'club', body: () => ({}) }),
  'POST /api/clubs/:id/leave': self('the caller’s own membership (none here)', { id: 'club' }),
  'GET /api/show_club_join_requests': owned(),
  'PUT /api/club_join_requests/:id': owned('joinRequest', { body: () => ({ status: 'accepted' }) }),
  'GET /api/club_members': owned(),
  'PUT /api/update_club_admin/:id': owned('club', { body: (s) => ({ profile_id: s.ownerStudent, is_admin: true }) }),
  'POST /api/update_club_committee': owned(undefined, {
    body: (s) => ({ club_id: s.club, profile_id: s.ownerStudent, committee: true, title: 'Treasurer' }),
  }),
  'DELETE /api/clubs/:id/members/:profile_id': owned('club'),
  'GET /api/my_profile/my_clubs': self('the caller’s clubs'),
  'GET /api/my_profile/my_clubs/:id': owned('club', { why: 'the caller is not a member' }),
  'GET /api/club_org_students': owned(),

  // Invitations to clubs and events (issue 23 item 30).
  'POST /api/invitations': owned(undefined, {
    body: (s) => ({ type: 'Club_Invited', item_id: s.club, profile_ids: [s.ownerStudent2] }),
  }),
  'GET /api/invitations': owned(undefined, { query: (s) => ({ type: 'Event_Invited', item_id: s.event }) }),
  'GET /api/my_invitations': self('the caller’s own invitations', {
    check: async (res, _caller, s) =>
      res.statusCode === 200 && (res.json().data as { id: number }[]).some((i) => i.id === s.ownerInvitation)
        ? 'listed someone else’s invitation'
        : undefined,
  }),
  'POST /api/invitations/:id/accept': owned('ownerInvitation'),
  'POST /api/invitations/:id/decline': owned('ownerInvitation'),
  'GET /api/admin/inivited_students_list': {
    kind: 'admin',
    why: 'every organisation’s invitations to clubs or events, for admins',
    query: () => ({ type: 'Event_Invited' }),
  },

  // Notifications.
  'GET /api/myprofile/notification_settings': self('the caller’s settings'),
  'PUT /api/myprofile/notification_settings': self('the caller’s settings', { body: () => ({ settings: {} }) }),
  'POST /api/notifications/unsubscribe': secret('the signed token of an email', [422], {
    body: () => ({ token: randomBytes(24).toString('base64url') }),
  }),
  'GET /api/notifications/unsubscribe': shared('redirects to the page that asks before unsubscribing'),
  'GET /api/myprofile/list/notifications': self('the caller’s bell'),
  'GET /api/myprofile/tagged_notifications': self('the caller’s bell'),
  'POST /api/myprofile/notifications/viewed': self('marks only the caller’s own items; others’ ids are ignored', {
    check: async (_res, _caller, s) => {
      const left = await app.services.notifications.counts(s.ownerStudent);
      return left.notifications_unviewed === s.notifications.length
        ? undefined
        : `someone else's notifications were marked viewed (${left.notifications_unviewed} left)`;
    },
  }),
  'POST /api/myprofile/notifications/reset_unviewed': self('the caller’s bell'),
  'GET /api/job_notifications': self('the caller’s job alerts'),
  'POST /api/update_my_notification': owned(),
  'GET /api/myprofile/notifications/live': self('the caller’s live counts (a stream that ends after 50 ms here)', {
    overHttp: true,
  }),

  // Activities.
  'POST /api/assignments': self('the calling mentor authors an activity', { body: () => activityBody(new Date()) }),
  'PUT /api/assignments/:id': owned('activity', { body: () => activityBody(new Date()) }),
  'GET /api/assignments/:id': owned('activity'),
  'GET /api/assignments': self('the calling mentor’s activities'),
  'POST /api/fetch_filtered_assignment_lists': self('the calling mentor’s activities'),
  'POST /api/assignments/:id/enroll': owned('activity'),
  'GET /api/my_profile/my_assignments': self('the caller’s activities'),
  'GET /api/my_profile/my_assignments/:id': owned('myAssignment'),
  'GET /api/my_profile/my_assignment_by_activity/:id': owned('activity', { why: 'the caller is not enrolled' }),
  'POST /api/my_profile/my_assignment_submit': owned(undefined, {
    body: (s) => ({ my_assignment_id: s.myAssignment, description: 'Not mine' }),
  }),
  'POST /api/my_profile/update_my_assignment_status': owned(undefined, {
    body: (s) => ({ my_assignment_id: s.myAssignment, status: 'complete' }),
  }),
  'POST /api/my_profile/file_upload': owned(undefined, {
    why: 'an upload into an activity the caller is not in',
    body: (s, caller) => ({
      file_name: 'answer.pdf',
      uploader_id: s.me[caller] ?? s.ownerStudent,
      assignment_id: s.activity,
    }),
  }),
  'POST /api/peer_access_check': owned(undefined, { deny: [403] }),
  'GET /api/get_peer_submission/:id': owned('activity'),
  'GET /api/get_peer_review/:id': owned('myAssignment'),
  'POST /api/peer_activity_assessment': owned(undefined, {
    why: 'writes in someone else’s name',
    body: (s) => ({
      type: 'PEER LEARNING',
      comments: 'Not mine',
      peer_profile_id: s.ownerStudent2,
      my_activity_id: s.myAssignment,
      activity_id: s.activity,
    }),
    deny: [403],
  }),
  'POST /api/peer_comment': owned(undefined, {
    why: 'replies in someone else’s name',
    body: (s) => ({ peer_activity_assessment_id: s.assessment, profile_id: s.ownerStudent, comment: 'Not mine' }),
    deny: [403],
  }),
  // SPEC §7.6 paths that share the screen's service (issue 23 item 30).
  'POST /api/peer_review': owned(undefined, {
    why: 'writes in someone else’s name',
    body: (s) => ({
      type: 'PEER LEARNING',
      comments: 'Not mine',
      peer_profile_id: s.ownerStudent2,
      my_activity_id: s.myAssignment,
      activity_id: s.activity,
    }),
    deny: [403],
  }),
  'POST /api/peer_evaluation': owned(undefined, {
    why: 'evaluates in someone else’s name',
    body: (s) => ({
      comments: 'Not mine',
      peer_profile_id: s.ownerStudent2,
      my_activity_id: s.myAssignment,
      activity_id: s.activity,
      peer_assessment_score: 10,
      rubric_file: s.file,
    }),
    deny: [403],
  }),
  'GET /api/peer_evaluation/:id': owned('assessment'),
  'GET /api/peer_comment/:id': owned('assessment'),
  'POST /api/peer_review_update_status': owned(undefined, { body: (s) => ({ id: s.assessment, status: 'REDO' }) }),
  'POST /api/peer_review_appeal': owned(undefined, {
    body: (s) => ({ id: s.assessment, reason: 'Not mine to appeal' }),
  }),
  'GET /api/check_peer_evaluated/:id': owned('activity'),
  'GET /api/get_my_evaluation_details/:id': owned('activity'),
  'GET /api/peer_review_history': self('the caller’s own reviews'),
  'GET /api/activity_dashboard/:id': owned('activity'),
  'GET /api/assignment_stats_dashboard': self('the calling mentor’s activities'),
  'GET /api/get_all_students/:id': owned('activity'),
  'POST /api/validate_peer_student': owned(),
  'POST /api/update_final_evaluation': owned(undefined, { body: (s) => ({ assignment_id: s.activity, value: true }) }),
  'POST /api/update_enable_reviews': owned(undefined, { body: (s) => ({ assignment_id: s.activity, value: false }) }),
  'POST /api/evaluate_my_assignment': owned(undefined, {
    body: (s) => ({ my_assignment_id: s.myAssignment, score: 50 }),
  }),
  'POST /api/send_request_extension': owned(undefined, {
    body: (s) => ({
      my_assignment_id: s.myAssignment,
      extended_deadline: new Date(Date.now() + 96 * 3_600_000).toISOString(),
    }),
  }),
  'POST /api/send_reminders': owned(),
  // The activity's mentor allocates reviewers and sends score cards (issue 23 item 14); admins too.
  'POST /api/auto_enroll': owned(),
  'POST /api/manual_enroll_peer_evaluators': owned(),
  'POST /api/send_score_card': owned(),
  'GET /api/download_score_card': owned(undefined, {
    query: (s) => ({ assignment_id: s.activity, profile_id: s.ownerStudent }),
  }),
  'GET /api/admin/techops_allocation': {
    kind: 'admin',
    why: 'who reviews whom in any activity, for admins',
    query: (s) => ({ assignment_id: s.activity }),
  },

  'GET /api/get_my_entity_counts': self('the calling student’s own counts'),

  // Admin dashboard (issue 24 item 9): platform-wide counts, admins only; reading them changes nothing.
  'GET /api/admin/dashboard': { kind: 'admin', why: 'platform-wide counts for admins' },
  'GET /api/posts_histogram': { kind: 'admin', why: 'platform-wide posts per day for admins (not built: empty)' },

  // Catalogue upkeep (issue 29 item 9): admins holding manage_catalogue keep the shared catalogue.
  'GET /api/admin/catalogue/:kind': { kind: 'admin', why: 'every entry of a catalogue kind, for its keepers' },
  'POST /api/admin/catalogue/:kind': { kind: 'admin', why: 'adds a catalogue entry' },
  'PUT /api/admin/catalogue/:kind/:id': { kind: 'admin', why: 'edits a catalogue entry' },
  'GET /api/admin/catalogue/:kind/:id/references': { kind: 'admin', why: 'counts what names a catalogue entry' },
  'POST /api/admin/catalogue/:kind/:id/merge': { kind: 'admin', why: 'merges a duplicate catalogue entry' },
  'POST /api/admin/catalogue/:kind/:id/retire': { kind: 'admin', why: 'hides a catalogue entry from pickers' },
  'POST /api/admin/catalogue/:kind/:id/restore': { kind: 'admin', why: 'offers a retired entry again' },
  'POST /api/admin/skills/:id/reject': { kind: 'admin', why: 'rejects a skill a user typed in' },
  // People tools (issue 29 item 10): admins holding approve_profiles (reports: reports); the throwaway profile.
  'GET /api/get_profile_by_email': {
    kind: 'admin',
    why: 'finds anyone’s profile, for admins',
    query: (s) => ({ email: s.ownerEmail }),
  },
  'GET /api/get_profile_by_phone': {
    kind: 'admin',
    why: 'finds anyone’s profile, for admins',
    query: (s) => ({ phone: s.ownerPhone }),
  },
  'GET /api/get_student_incomplete_account': { kind: 'admin', why: 'accounts not finished, for admins' },
  'POST /api/admin/bulk_profile_status': {
    kind: 'admin',
    why: 'approves, deactivates or activates profiles',
    body: (s) => ({ profile_ids: [s.throwaway], action: 'activate', reason: 'Authorization matrix.' }),
  },
  'POST /api/admin/change_author': { kind: 'admin', why: 'hands an item to another author' },
  'POST /api/update_profile_linked_entities': {
    kind: 'admin',
    why: 'sets a profile’s institute, specialization and batch',
  },
  'POST /api/send_remainder': { kind: 'admin', why: 'reminds people who have not finished or not enrolled' },
  'GET /api/admin/entity_reports': {
    kind: 'admin',
    why: 'platform-wide spreadsheets for admins',
    query: () => ({ entity: 'organisations' }),
  },
};

/**
 * Routes classified by a rule instead of a table row:
 *  - the API docs (a third-party plugin, declared public in plugins/access.ts) are static and public;
 *  - routes declared 'admin' are upkeep of anyone's records by admins (the gate check still proves that
 *    nobody else gets in); profile ids in their bodies aim at a throwaway profile.
 */
const RULES: { name: string; applies: (url: string, access: Access | undefined) => boolean; rule: Rule }[] = [
  { name: 'API docs', applies: (url) => url.startsWith('/api/docs'), rule: shared('the API documentation') },
  {
    name: 'admin upkeep',
    applies: (_url, access) => access === 'admin' || (typeof access === 'object' && 'admin' in access),
    rule: { kind: 'admin' },
  },
];

function jobCard() {
  return {
    title: 'Taken over',
    type: 'Job_Fulltime',
    description: 'Posted through the authorization matrix, for the caller’s own organisation only.',
    location: 'Pune',
  };
}

// ---------------------------------------------------------------------------------------------------
// Requests from schemas: ids by field name, the simplest valid value for everything else.

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def?: Def } } | undefined)?._zod?.def;
const checksOf = (def: Def) =>
  ((def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map((c) => c._zod.def);
const acceptsUndefined = (s: unknown) =>
  (s as { safeParse?: (v: unknown) => { success: boolean } }).safeParse?.(undefined).success ?? false;

/** Ids that fields of these names carry: someone else's records. */
function idsByName(s: Seed): Record<string, unknown> {
  return {
    job_id: s.job,
    event_id: s.event,
    club_id: s.club,
    application_id: s.application,
    application_ids: [s.application],
    my_assignment_id: s.myAssignment,
    my_activity_id: s.myAssignment,
    assignment_id: s.activity,
    activity_id: s.activity,
    profile_id: s.ownerStudent,
    profile_ids: [s.ownerStudent],
    peer_profile_id: s.ownerStudent,
    evaluator_profile_ids: [s.ownerStudent2],
    uploader_id: s.ownerStudent,
    my_notification_id: s.jobAlert,
    ids: s.notifications,
    education_id: s.entries.educations,
    entry_id: s.entries.readings,
    peer_activity_assessment_id: s.assessment,
    rubric_file: s.file,
    files: [s.file],
    org_id: s.ownerOrg,
  };
}

function sampleString(def: Def): string {
  const checks = checksOf(def);
  const format = (def.format as string | undefined) ?? (checks.find((c) => c.format)?.format as string | undefined);
  if (format === 'email') return `matrix.${randomUUID().slice(0, 8)}@example.com`;
  if (format === 'url') return 'https://example.com/matrix';
  if (format === 'datetime') return new Date(Date.now() + 86_400_000).toISOString();
  if (format === 'date') return new Date().toISOString().slice(0, 10);
  if (format === 'uuid' || format === 'guid') return randomUUID();
  const min = Math.max(1, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum as number));
  return 'Matrix text '.padEnd(min, 'x');
}

function sampleNumber(def: Def): number {
  const low = checksOf(def).find((c) => c.check === 'greater_than');
  if (!low) return 1;
  const value = low.value as number;
  return Math.max(1, low.inclusive ? value : Math.floor(value) + 1);
}

function sample(schema: unknown, ids: Record<string, unknown>): unknown {
  const def = defOf(schema);
  if (!def) return undefined;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        if (key in ids) out[key] = ids[key];
        else if (!acceptsUndefined(child)) out[key] = sample(child, ids);
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sample(def.innerType, ids);
    case 'pipe':
      return sample(def.in, ids);
    case 'union':
      return sample((def.options as unknown[])[0], ids);
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'boolean':
      return false;
    case 'number':
      return sampleNumber(def);
    case 'string':
      return sampleString(def);
    case 'array': {
      const min = Math.max(
        0,
        ...checksOf(def)
          .filter((c) => c.check === 'min_length')
          .map((c) => c.minimum as number),
      );
      return Array.from({ length: min }, () => sample(def.element, ids));
    }
    case 'tuple':
      return (def.items as unknown[]).map((item) => sample(item, ids));
    case 'record':
      return {};
    default:
      return undefined;
  }
}

interface RouteRecord {
  method: string;
  url: string;
  access: Access | undefined;
  schema: { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
}

function classify(route: RouteRecord): Rule | undefined {
  return ROUTES[`${route.method} ${route.url}`] ?? RULES.find((r) => r.applies(route.url, route.access))?.rule;
}

function buildRequest(route: RouteRecord, rule: Rule, s: Seed, caller: Caller) {
  const ids = idsByName(s);
  if (rule.kind === 'admin') Object.assign(ids, { profile_id: s.throwaway, profile_ids: [s.throwaway] });
  const pathId = typeof rule.id === 'function' ? rule.id(s) : rule.id ? (s[rule.id] as number) : 2_000_000_000;
  const path =
    rule.path?.(s) ??
    route.url.replace(/:(\w+)/g, (_m, name: string) => {
      if (name === 'id') return String(pathId);
      if (name === 'token') return randomBytes(32).toString('base64url');
      if (name in ids) return String(ids[name]);
      return 'unknown';
    });
  const raw = (rule.query?.(s, caller) ?? sample(route.schema?.querystring, ids)) as
    Record<string, unknown> | undefined;
  const query = raw
    ? Object.fromEntries(
        Object.entries(raw)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
      )
    : undefined;
  const body = rule.body ? rule.body(s, caller) : route.schema?.body ? sample(route.schema.body, ids) : undefined;
  return { path, query, body };
}

const order = (route: RouteRecord, rule: Rule) =>
  rule.last ? 3 : route.method === 'GET' ? 0 : route.method === 'DELETE' ? 2 : 1;

// ---------------------------------------------------------------------------------------------------

describe('authorization matrix: every route, every kind of caller, someone else’s ids', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let seed: Seed;
  let routes: RouteRecord[];

  beforeAll(async () => {
    // No waiting out the slow-down of failed sign-ins; live streams end quickly.
    t = await createTestApp({ sleep: async () => {}, liveMaxStreamMs: 50, livePingMs: 1000 });
    app = t.app;
    routes = t.app.routeAccess as RouteRecord[];
    seed = await seedOthers(t);
  }, 120_000);
  afterAll(() => t?.close());

  it('every route declares its access and is classified', () => {
    const undeclared = routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared, 'routes without config.access').toEqual([]);
    const unclassified = routes.filter((r) => !classify(r)).map((r) => `${r.method} ${r.url}`);
    expect(unclassified, 'routes nobody classified: add each to ROUTES in authz-matrix.test.ts').toEqual([]);
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const stale = Object.keys(ROUTES).filter((k) => !registered.has(k));
    expect(stale, 'ROUTES rows of routes that no longer exist').toEqual([]);
    for (const [key, rule] of Object.entries(ROUTES))
      if (rule.kind !== 'owned' && rule.kind !== 'admin') expect(rule.why, `${key} says why`).toBeTruthy();
  });

  it('every admin-only route names the capability it needs (decision 0084)', () => {
    // The movable test clock is a test server's tool, not an admin's.
    const unnamed = routes
      .filter((r) => r.access === 'admin' && !r.url.startsWith('/api/test-clock'))
      .map((r) => `${r.method} ${r.url}`);
    expect(unnamed).toEqual([]);
  });

  it('answers each call as the declaration and the ownership rules say', async () => {
    const failures: string[] = [];
    let calls = 0;
    const plan = routes
      .map((route) => ({ route, rule: classify(route)! }))
      .filter((p) => p.rule)
      .sort((a, b) => order(a.route, a.rule) - order(b.route, b.rule));
    // Admins go last: they may legitimately change others' records.
    for (const callers of [CALLERS.filter((c) => c !== 'admin'), ['admin'] as const]) {
      for (const { route, rule } of plan) {
        for (const caller of callers) {
          // The limited admin is the proof of capabilities: called on the routes that name one.
          if (caller === 'limited_admin' && !(route.access && capabilityOf(route.access))) continue;
          const { path, query, body } = buildRequest(route, rule, seed, caller);
          const token = tokens[caller];
          const started = Date.now();
          if (process.env.MATRIX_TRACE) process.stdout.write(`> ${caller} ${route.method} ${path}\n`);
          const headers = token ? bearer(token) : {};
          const res = rule.overHttp
            ? await overHttp(route.method, path, headers)
            : await t.app.inject({
                method: route.method as 'GET',
                url: path,
                query,
                headers,
                ...(body !== undefined ? { payload: body as object } : {}),
              });
          calls += 1;
          if (process.env.MATRIX_TRACE) process.stdout.write(`< ${res.statusCode} ${Date.now() - started}ms\n`);
          const problem = await judge(route, rule, caller, res, seed);
          if (problem)
            failures.push(
              `${caller} ${route.method} ${route.url} -> ${res.statusCode}: ${problem} ${res.body.slice(0, 160)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(routes.length * 6);
  }, 300_000);
});

/** The port given to this test's server (only for the routes inject cannot follow). */
const HTTP_PORT = 3341;

/** A GET over a real socket, read to its end, shaped like an inject answer for judge(). */
async function overHttp(method: string, path: string, headers: Record<string, string>) {
  if (!app.server.listening) await app.listen({ port: HTTP_PORT, host: '127.0.0.1' });
  const res = await fetch(`http://127.0.0.1:${HTTP_PORT}${path}`, {
    method,
    headers,
    signal: AbortSignal.timeout(10_000),
  });
  const body = await res.text();
  return { statusCode: res.status, body, json: () => JSON.parse(body) } as unknown as LightMyRequestResponse;
}

async function judge(
  route: RouteRecord,
  rule: Rule,
  caller: Caller,
  res: LightMyRequestResponse,
  s: Seed,
): Promise<string | undefined> {
  const status = res.statusCode;
  if (status >= 500) return 'server error';
  const expected = gate(rule.gate ?? route.access!, caller);
  if (expected !== 'admit') return status === expected ? undefined : `expected ${expected} from the access declaration`;
  const adminActs =
    rule.adminActs ??
    (route.access !== 'public' &&
      typeof route.access === 'object' &&
      ('admin' in route.access || !!route.access.adminToo));
  switch (rule.kind) {
    case 'owned':
      if ((caller === 'admin' || caller === 'limited_admin') && adminActs) return undefined;
      if (caller === 'institution' && rule.collegeView && status === 200) return rule.collegeView(res);
      return (rule.deny ?? [404]).includes(status)
        ? undefined
        : `expected ${(rule.deny ?? [404]).join('/')} for someone else's record`;
    case 'secret':
      return rule.deny!.includes(status) ? undefined : `expected ${rule.deny!.join('/')} without the secret`;
    default:
      return rule.check?.(res, caller, s);
  }
}

// ---------------------------------------------------------------------------------------------------
// Someone else's records, and the callers (none of whom owns any of them).

async function seedOthers(t: Awaited<ReturnType<typeof createTestApp>>): Promise<Seed> {
  const a = t.app;
  const admin = await buildAdmin(a);
  const limitedLevel = await a.inject({
    method: 'POST',
    url: '/api/admin/access_levels',
    headers: bearer(admin.token),
    payload: { name: 'Matrix limited desk', capabilities: [...LIMITED_CAPABILITIES] },
  });
  if (limitedLevel.statusCode !== 201) throw new Error(`limited level: ${limitedLevel.body}`);
  tokens.limited_admin = (await buildAdminWithLevels(a, admin, ['Matrix limited desk'])).token;
  const companies = await orgIds(a, 'COMPANY', 4);
  const institutes = await orgIds(a, 'INSTITUTION', 3);
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => {
    const res = await a.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  // The callers: students (and the college admin) at the first institute, the others elsewhere.
  const student = await buildPortfolioStudent(a, ['Software Engineer']);
  const collegeAdmin = await buildPortfolioStudent(a, ['Software Engineer']);
  await t.database.db.execute(
    sql`update profiles set tpo_admin_dashboard = true, dept_admin_dashboard = true where id = ${collegeAdmin.profileId}`,
  );
  const advisor = await buildUser(a, 'ADVISOR', { my_org_id: companies[0] });
  const company = await buildOrgUser(a, 'COMPANY', { orgId: companies[1], admin });
  const institution = await buildOrgUser(a, 'INSTITUTION', { orgId: institutes[2], admin });
  Object.assign(tokens, {
    student: student.token,
    college_admin: collegeAdmin.token,
    advisor: advisor.token,
    company: company.token,
    institution: institution.token,
    admin: admin.token,
  });

  // The others: a company with jobs, events and clubs; students of another institute; a mentor.
  const org = await buildOrgUser(a, 'COMPANY', { orgId: companies[2], admin });
  const owner = await buildPortfolioStudent(a, ['Software Engineer'], { my_org_id: institutes[1] });
  const owner2 = await buildPortfolioStudent(a, ['Software Engineer'], { my_org_id: institutes[1] });
  const mentor = await buildUser(a, 'ADVISOR', { my_org_id: companies[3] });
  const throwaway = await buildUser(a, 'STUDENT');
  // Those who name the owner's organisations without standing in them.
  const memberRequest = await buildUser(a, 'COMPANY', { my_org_id: companies[2] });
  const companyPending = await buildUser(a, 'COMPANY', { my_org_id: companies[2] });
  const institutionPending = await buildUser(a, 'INSTITUTION', { my_org_id: institutes[1] });
  const deactivated = await buildOrgUser(a, 'COMPANY', { orgId: companies[2], admin });
  await call('POST', '/api/admin/update_profile_status', admin.token, {
    profile_id: deactivated.profileId,
    active: false,
  });
  const deactivatedAgain = await signIn(a, deactivated.email, deactivated.password);
  Object.assign(tokens, {
    company_pending: companyPending.token,
    institution_pending: institutionPending.token,
    company_deactivated: deactivatedAgain.token,
  });

  const roles = (await a.inject({ method: 'GET', url: '/api/job_roles?count=100' })).json().data as {
    id: number;
    name: string;
  }[];
  const engineer = roles.find((r) => r.name === 'Software Engineer')!.id;
  const job = await createJob(a, org.token, { job_role_ids: [engineer] });
  const draftJob = await createJob(a, org.token, {}, false);
  const application = (await call('POST', `/api/jobs/${job}/apply`, owner.token, {})).data.id as number;
  const event = await createEvent(a, org.token);
  const draftEvent = await createEvent(a, org.token, {}, false);
  const enrolled = await enroll(a, owner.token, event);
  if (enrolled.statusCode !== 201) throw new Error(`enrol failed: ${enrolled.body}`);
  const club = await createClub(a, org.token);
  const draftClub = await createClub(a, org.token, {}, false);
  await joinClub(a, club, owner.token, org.token);
  const joinRequest = await joinClub(a, club, owner2.token);
  await call('POST', '/api/invitations', org.token, {
    type: 'Event_Invited',
    item_id: event,
    profile_ids: [owner2.profileId],
  });
  const ownerInvitation = ((await call('GET', '/api/my_invitations', owner2.token)).data as { id: number }[])[0]!.id;
  const mailNotification = (
    await call('POST', '/api/generate_mail_notification', org.token, {
      job_id: job,
      type: 'all',
      subject: 'Hello',
      message: 'Welcome',
    })
  ).data.id as number;

  // The admins saved a shortlist of the owner's institute (its two students).
  const shortlist = (
    await call('POST', '/api/shortlist_portfolios', admin.token, {
      name: 'Owner institute shortlist',
      filter: {},
      org_id: institutes[1],
    })
  ).data.id as number;

  // The owner keeps the portfolio private.
  await call('PUT', '/api/my_portfolio/visibility', owner.token, { is_public: false });
  const entries: Record<string, number> = {};
  for (const [resource, body] of Object.entries(ENTRY_CARDS)) {
    const res = await save(a, owner.token, resource, body);
    if (res.statusCode !== 201) throw new Error(`${resource}: ${res.statusCode} ${res.body}`);
    entries[resource] = res.json().data.id;
  }
  const subject = await save(a, owner.token, 'subjects', BODIES.subject(entries.educations!));
  if (subject.statusCode !== 201) throw new Error(`subject: ${subject.body}`);
  entries.subjects = subject.json().data.id;

  const activity = await createActivity(a, mentor.token, activityBody(new Date()));
  const mine = await enrolStudents(a, mentor.token, activity, [owner.profileId, owner2.profileId]);
  const myAssignment = mine.get(owner.profileId)!;
  await call('POST', '/api/my_profile/my_assignment_submit', owner.token, {
    my_assignment_id: myAssignment,
    description: 'My answer',
  });
  const file = (await uploadFile(a, owner.token, owner.profileId, activity, 'answer.pdf', PDF_BYTES)).res.json().data
    .id as number;
  const assessment = (
    await call('POST', '/api/peer_activity_assessment', owner2.token, {
      type: 'PEER LEARNING',
      comments: 'Nice work',
      peer_profile_id: owner2.profileId,
      my_activity_id: myAssignment,
      activity_id: activity,
    })
  ).data as { id: number }[] | { id: number };
  const assessmentId = Array.isArray(assessment) ? assessment[0]!.id : assessment.id;

  // Learning content of the owner mentor; the owner enrolled, submitted and asked for time.
  const skillIds = (
    (await a.inject({ method: 'GET', url: '/api/skills?query=s&count=2' })).json().data as { id: number }[]
  ).map((x) => x.id);
  const make = async (url: string, body: object) => (await call('POST', url, mentor.token, body)).data.id as number;
  const resource = await make('/api/resources', {
    title: 'Owner resource',
    body: '<p>Read</p>',
    duration: 10,
    skill_ids: skillIds,
  });
  await call('POST', `/api/resources/${resource}/publish`, mentor.token);
  const draftResource = await make('/api/resources', { title: 'Owner draft resource' });
  const groupBody = { title: 'Owner path', skill_ids: skillIds, items: [{ resource_id: resource, due_days: 5 }] };
  const resourceGroup = await make('/api/resource_groups', groupBody);
  await call('POST', `/api/resource_groups/${resourceGroup}/publish`, mentor.token);
  const draftResourceGroup = await make('/api/resource_groups', { ...groupBody, title: 'Owner draft path' });
  const project = await make('/api/projects', {
    title: 'Owner project',
    description: '<p>Build it</p>',
    duration_weeks: 2,
    skill_ids: skillIds,
  });
  const projectTask = (
    (
      await call('POST', `/api/projects/${project}/tasks`, mentor.token, {
        kind: 'deliverable',
        title: 'Owner task',
        due_days: 3,
      })
    ).data as { id: number }[]
  )[0]!.id;
  const published = await call('POST', `/api/projects/${project}/publish`, mentor.token);
  if (!published.data) throw new Error(`project publish failed: ${JSON.stringify(published)}`);
  const draftProject = await make('/api/projects', { title: 'Owner draft project' });
  const myProject = (await call('POST', `/api/projects/${project}/enrol`, owner.token, {})).data.id as number;
  const myGroup = (await call('POST', `/api/resource_groups/${resourceGroup}/enrol`, owner.token, {})).data
    .id as number;
  const groupItem = (
    (await call('GET', `/api/my_profile/my_resource_groups/${myGroup}`, owner.token)).data.items as { id: number }[]
  )[0]!.id;
  await call('POST', `/api/my_profile/my_projects/${myProject}/tasks/${projectTask}/submissions`, owner.token, {
    text: 'Mine',
  });
  const submission = (
    (await call('GET', '/api/project_reviews', mentor.token)).data as { submission: { id: number } }[]
  )[0]!.submission.id;
  // Reservations only (never PUT): the calls on them stop at who may touch them.
  const resourceUpload = (
    await call('POST', `/api/resources/${draftResource}/file_uploads`, mentor.token, { file_name: 'a.pdf', bytes: 9 })
  ).data.id as number;
  const submissionUpload = (
    await call('POST', `/api/my_profile/my_projects/${myProject}/tasks/${projectTask}/file_uploads`, owner.token, {
      file_name: 'b.pdf',
      bytes: 9,
    })
  ).data.id as number;
  const learningRequest = (
    await call('POST', '/api/request_extension', owner.token, {
      kind: 'resource_group',
      my_learning_id: myGroup,
      item_id: groupItem,
      reason: 'Exams',
      requested_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    })
  ).data.id as number;

  // A bank and a quiz of the owner mentor; the owner student is in an attempt.
  const bank = await make('/api/question_banks', { title: 'Owner bank' });
  const bankQuestion = (
    await call('POST', `/api/question_banks/${bank}/questions`, mentor.token, {
      question: { type: 'true_false', stem: '<p>Owner question</p>', correct: true },
    })
  ).data.id as number;
  // Two more: a quiz byte needs three questions a student can answer alone.
  for (const stem of ['Owner question 2', 'Owner question 3'])
    await call('POST', `/api/question_banks/${bank}/questions`, mentor.token, {
      question: { type: 'true_false', stem: `<p>${stem}</p>`, correct: true },
    });
  await call('POST', `/api/question_banks/${bank}/publish`, mentor.token);
  const draftBank = await make('/api/question_banks', { title: 'Owner draft bank' });
  const quiz = await make('/api/quizzes', { title: 'Owner quiz', attempts_allowed: 0 });
  const quizSlot = (
    (await call('POST', `/api/quizzes/${quiz}/slots`, mentor.token, { kind: 'fixed', question_id: bankQuestion }))
      .data as { id: number }[]
  )[0]!.id;
  await call('POST', `/api/quizzes/${quiz}/publish`, mentor.token);
  const draftQuiz = await make('/api/quizzes', { title: 'Owner draft quiz' });
  const attempt = (await call('POST', `/api/quizzes/${quiz}/attempts`, owner.token)).data.id as number;
  const byte = await make('/api/quiz_bytes', { title: 'Owner byte', bank_id: bank });
  await call('POST', `/api/quiz_bytes/${byte}/publish`, mentor.token);
  const draftByte = await make('/api/quiz_bytes', { title: 'Owner draft byte' });
  const myQuizByte = (await call('POST', `/api/quiz_bytes/${byte}/enrol`, owner.token)).data.my_quiz_id as number;
  const practiceSession = (await call('POST', `/api/my_quiz_bytes/${myQuizByte}/sessions`, owner.token)).data
    .id as number;
  const quest = await make('/api/quests', { title: 'Owner quest', steps: [{ key: 'q', kind: 'quiz', ref_id: quiz }] });
  await call('POST', `/api/quests/${quest}/publish`, mentor.token);
  const draftQuest = await make('/api/quests', { title: 'Owner draft quest' });
  const myQuest = (await call('POST', `/api/quests/${quest}/enrol`, owner.token, {})).data.id as number;
  const collegePost = async (text: string) =>
    (await call('POST', '/api/posts', owner.token, { text, visibility: 'college' })).data.id as number;
  const post = await collegePost('<p>Owner college post</p>');
  const post2 = await collegePost('<p>Owner second college post</p>');
  const postComment = (await call('POST', `/api/posts/${post}/comments`, owner.token, { text: 'Owner comment' })).data
    .id as number;
  const testimonial = (
    await call('POST', '/api/testimonials', owner.token, {
      text: 'The owner’s words about the product, for the matrix.',
      rating: 5,
      consent: true,
      consent_text: TESTIMONIAL_CONSENT_TEXT,
    })
  ).data.id as number;
  // The owner organisation's album with a photo, and a waiting upload of its staff; two sessions.
  const album = (await call('POST', '/api/photo_catalog/albums', org.token, { title: 'Owner album' })).data
    .id as number;
  const importFile = multipartFile('owner.csv', 'Email\r\nowner.import@example.in\r\n');
  const ownerImport = (
    await a.inject({
      method: 'POST',
      url: '/api/imports?tool=profiles',
      payload: importFile.payload,
      headers: { ...importFile.headers, ...bearer(admin.token) },
    })
  ).json().data.id as number;
  const uploadPhoto = async () => {
    const boundary = '----matrixBoundary';
    const res = await a.inject({
      method: 'POST',
      url: '/api/photo_catalog/upload',
      headers: { ...bearer(org.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          'base64',
        ),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    if (res.statusCode !== 201) throw new Error(`photo upload failed: ${res.statusCode} ${res.body}`);
    return res.json().data.id as number;
  };
  const photo = (
    await call('POST', '/api/photo_catalog/entries', org.token, {
      upload_id: await uploadPhoto(),
      album_id: album,
      alt_text: 'Owner photo',
    })
  ).data.id as number;
  const photoUpload = await uploadPhoto();
  const sessionAt = new Date(Date.now() + 2 * 86_400_000);
  const sessionBody = (audience: string) => ({
    title: `Owner session ${audience}`,
    starts_at: sessionAt.toISOString(),
    ends_at: new Date(sessionAt.getTime() + 3_600_000).toISOString(),
    provider_url: 'https://meet.jit.si/owner',
    audience,
    skills: ['SQL'],
  });
  const meeting = (await call('POST', '/api/video_meeting_posts', mentor.token, sessionBody('everyone'))).data
    .id as number;
  const privateMeeting = (await call('POST', '/api/video_meeting_posts', org.token, sessionBody('organisation'))).data
    .id as number;
  const [attemptAnswer] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`select id from attempt_answers where attempt_id = ${attempt} limit 1`),
  );

  const [paymentPage] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`insert into payment_pages (title, price_paise, status)
      values ('Matrix page', 49900, 'published') returning id`),
  );
  const [ownerPaymentPage] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`insert into payment_pages (title, price_paise, org_id)
      values ('Owner page', 99900, ${companies[2]!}) returning id`),
  );
  // Its item does not exist: publishing it (by an admin, who may) is refused, so it stays a draft.
  await t.database.db.execute(
    sql`insert into payment_page_items (page_id, item_kind, item_id) values (${ownerPaymentPage!.id}, 'project', 2000000000)`,
  );
  const [ownerCoupon] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`insert into payment_coupons (page_id, code, percent_bp)
      values (${ownerPaymentPage!.id}, 'OWNER', 1000) returning id`),
  );
  const ownerPayment = (
    await call('POST', '/api/v2/multiple_payments', owner.token, {
      page_ids: [paymentPage!.id],
      buyer: { name: 'Owner Student' },
    })
  ).data as { id: number; provider_order_id: string };
  // Another order of the owner's, paid, and a paisa of it refunded (its credit note).
  const paidOrder = (
    await call('POST', '/api/v2/multiple_payments', owner.token, {
      page_ids: [paymentPage!.id],
      buyer: { name: 'Owner Student' },
    })
  ).data as { id: number; provider_order_id: string };
  const checkout = (
    await call('POST', `/api/test_provider/orders/${paidOrder.provider_order_id}/checkout`, owner.token, {
      outcome: 'pay',
    })
  ).data as { payment_id: string; signature: string };
  await call('POST', '/api/v2/payment_confirmation', owner.token, {
    order_id: paidOrder.id,
    payment_id: checkout.payment_id,
    signature: checkout.signature,
  });
  const [ownerPaymentRow] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`select id from payments where order_id = ${paidOrder.id}`),
  );
  const ownerRefund = (
    await call('POST', `/api/payment_orders/${paidOrder.id}/refunds`, admin.token, {
      amount_paise: 1,
      reason: 'Matrix seed',
    })
  ).data as { id: number };

  // The owner organisation's seats: a seats page, its paid order, a pool of 5 and one seat given.
  const [seatPage] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`insert into payment_pages (title, price_paise, org_id, seats, status)
      values ('Owner seats', 10000, ${companies[2]!}, true, 'published') returning id`),
  );
  const [seatOrder] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`insert into payment_orders (profile_id, org_id, status, amount_paise,
      taxable_paise, cgst_paise, sgst_paise, igst_paise, buyer, provider)
      values (${org.profileId}, ${companies[2]!}, 'paid', 50000, 42373, 3814, 3813, 0, '{"name":"Owner org"}', 'offline')
      returning id`),
  );
  const [ownerSeatPool] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`insert into seat_pools (org_id, page_id, order_id, seats, code, inserted_at)
      values (${companies[2]!}, ${seatPage!.id}, ${seatOrder!.id}, 5, 'MATRXSEAT2', now()) returning id`),
  );
  const [ownerSeatAssignment] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`insert into seat_assignments (pool_id, email, assigned_at)
      values (${ownerSeatPool!.id}, 'owner.seat@example.com', now()) returning id`),
  );

  await a.services.notifications.deliverPending();
  // Bell items of the owner (kinds whose producers need no setup here).
  await t.database.db.execute(sql`
    insert into notifications (profile_id, activity_type, activity_key, message, post_id)
    select ${owner.profileId}, 'tagged', 'posts', 'Fixture ' || g, g from generate_series(1, 3) g`);
  const jobAlerts = (await call('GET', '/api/job_notifications', owner.token)).data as { my_notification_id: number }[];
  const bell = (await call('GET', '/api/myprofile/list/notifications', owner.token)).data as { id: number }[];
  const reading = (
    (await a.inject({ method: 'GET', url: '/api/readings?count=1' })).json().data as { id: number }[]
  )[0]!.id;

  return {
    ownerOrg: companies[2]!,
    ownerImport,
    paymentPage: paymentPage!.id,
    ownerPaymentPage: ownerPaymentPage!.id,
    ownerCoupon: ownerCoupon!.id,
    ownerPaymentOrder: ownerPayment.id,
    ownerProviderOrder: ownerPayment.provider_order_id,
    ownerPaidOrder: paidOrder.id,
    ownerPayment: ownerPaymentRow!.id,
    ownerRefund: ownerRefund.id,
    ownerSeatPool: ownerSeatPool!.id,
    ownerSeatAssignment: ownerSeatAssignment!.id,
    ownerInstitute: institutes[1]!,
    ownerStudent: owner.profileId,
    ownerStudent2: owner2.profileId,
    ownerEmail: owner.email,
    ownerPhone: owner.profile.phone,
    ownerSession: JSON.parse(Buffer.from(owner.token.split('.')[1]!, 'base64url').toString()).sid as string,
    throwaway: throwaway.profileId,
    job,
    draftJob,
    application,
    event,
    draftEvent,
    club,
    draftClub,
    joinRequest,
    ownerInvitation,
    mailNotification,
    shortlist,
    portfolio: owner.portfolioId,
    entries,
    activity,
    myAssignment,
    assessment: assessmentId,
    file,
    notifications: bell.map((n) => n.id),
    jobAlert: jobAlerts[0]!.my_notification_id,
    reading,
    memberRequest: memberRequest.profileId,
    resource,
    draftResource,
    resourceGroup,
    draftResourceGroup,
    groupItem,
    project,
    draftProject,
    projectTask,
    myProject,
    myGroup,
    submission,
    resourceUpload,
    submissionUpload,
    learningRequest,
    bank,
    draftBank,
    bankQuestion,
    quiz,
    draftQuiz,
    quizSlot,
    attempt,
    attemptAnswer: Number(attemptAnswer!.id),
    byte,
    draftByte,
    myQuizByte,
    practiceSession,
    quest,
    draftQuest,
    myQuest,
    post,
    post2,
    postComment,
    testimonial,
    album,
    photo,
    photoUpload,
    meeting,
    privateMeeting,
    callerOrg: { company: companies[1], institution: institutes[2] },
    me: {
      student: student.profileId,
      college_admin: collegeAdmin.profileId,
      advisor: advisor.profileId,
      company: company.profileId,
      institution: institution.profileId,
      company_pending: companyPending.profileId,
      institution_pending: institutionPending.profileId,
      company_deactivated: deactivated.profileId,
    },
  };
}
