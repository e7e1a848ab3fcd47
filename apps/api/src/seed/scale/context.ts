import type { BellNotificationKind } from '@lbd/shared';
import type { JobCriteria } from '../../modules/jobs/jobs.eligibility';
import type { ScaleCatalogue } from './catalogue';
import type { Loader, Row } from './loader';
import type { Rng } from './prng';

/*
 * What the steps of the scale generator share: its options, the context one run carries from step to
 * step (the catalogue and the rows earlier steps made), and small helpers.
 */

/** Every generated account's email ends with this; it is how --reset finds what the generator made. */
export const SCALE_EMAIL_DOMAIN = 'scale.example';
/** Generated organisations' websites live under this domain (the marker --reset uses for them). */
export const SCALE_ORG_WEB_DOMAIN = 'scale.example';

export const DAY = 86_400_000;

/** What a run creates. */
export interface ScaleOptions {
  students: number;
  jobs: number;
  /** Organisations in total, catalogue ones included. */
  orgs: number;
  events: number;
  clubs: number;
  /** Average applications per student (each one to a job the student is eligible for). */
  applicationsPerStudent: number;
  /** Average event registrations per student. */
  enrolmentsPerStudent: number;
  /** Average club join requests per student. */
  clubRequestsPerStudent: number;
  /** Average notifications per student: bell items plus job alerts. */
  notificationsPerStudent: number;
  seed: number;
  /** Dates are spread back from the start of this day (UTC), so lists always have open jobs. */
  today: Date;
  /** Students generated (and written) per batch. */
  batchSize: number;
}

export type Counts = Record<string, number>;

export interface GeneratedJob {
  id: number;
  type: string;
  title: string;
  orgName: string;
  /** The organisation profile that posted it (and moves its applications). */
  performer: number;
  roleType: string;
  skillIds: number[];
  jobRoleIds: number[];
  open: boolean;
  /** -1 for a draft. */
  publishedAt: number;
  applyBy: number;
  criteria: JobCriteria;
  degreeIds: Set<number>;
  specIds: Set<number>;
  /** The delivered job-alert outbox row (published and closed jobs). */
  outboxId?: number;
}

export interface GeneratedEvent {
  id: number;
  title: string;
  orgName: string;
  performer: number;
  roleType: string;
  skillIds: number[];
  jobRoleIds: number[];
  /** -1 for a draft. */
  publishedAt: number;
  /** The last instant registration is open (the end of apply_by, or the close). */
  registerBy: number;
  startsAt: number;
  endsAt: number;
  capacity: number | null;
  requiresApproval: boolean;
  /** Seats held by generated registrations so far. */
  seats: number;
  outboxId?: number;
}

export interface GeneratedClub {
  id: number;
  title: string;
  orgId: number;
  performer: number;
  /** -1 unless published. */
  publishedAt: number;
}

/** Shared state between the phases: the catalogue and what earlier phases created. */
export interface ScaleContext {
  loader: Loader;
  rng: Rng;
  opts: ScaleOptions;
  cat: ScaleCatalogue;
  counts: Counts;
  /** Milliseconds spent writing each table (COPY or INSERTs, the database's work included). */
  writeMs: Counts;
  progress: (message: string) => void;
  orgs: { id: number; type: 'COMPANY' | 'INSTITUTION'; name: string; cityId: number | null }[];
  /** Organisation id -> the generated COMPANY / INSTITUTION profile that posts for it. */
  orgProfile: Map<number, number>;
  jobs: GeneratedJob[];
  events: GeneratedEvent[];
  clubs: GeneratedClub[];
  /** Outbox rows with a larger id were written by this run. */
  firstOutboxId: number;
}

/** A generated student, as the batch steps (portfolio, applications, registrations, clubs) see it. */
export interface Student {
  person: Person;
  profileId: number;
  org: { id: number; name: string };
  degree: { id: number; name: string; level: string };
  spec: { id: number; name: string; stream: string };
  gradYear: number;
  cityId: number;
  stateId: number;
  format: 'GPA' | 'Numeric';
  score: number;
  backlogs: number;
  roleTypes: string[];
  roles: ScaleCatalogue['jobRoles'];
  joinedAt: number;
}

export interface Person {
  userId: string;
  email: string;
  first: string;
  last: string;
  at: Date;
}

/** A bell notification a batch step decided on; the notifications step writes them in time order. */
export interface BellItem {
  kind: BellNotificationKind;
  at: number;
  message: string;
  performer: number | null;
  jobId?: number;
  eventId?: number;
  clubId?: number;
  outboxId?: number;
}

/** What the batch steps collect for the notifications step, by profile id. */
export type BellItems = Map<number, BellItem[]>;

export const pushBell = (bell: BellItems, profileId: number, item: BellItem) => {
  const list = bell.get(profileId);
  if (list) list.push(item);
  else bell.set(profileId, [item]);
};

export const pad = (n: number, width = 6) => String(n).padStart(width, '0');
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;
export const add = (counts: Counts, table: string, n: number) => {
  counts[table] = (counts[table] ?? 0) + n;
};

export async function write(ctx: ScaleContext, table: string, columns: readonly string[], rows: Iterable<Row>) {
  const started = performance.now();
  const n = await ctx.loader.write(table, columns, rows);
  add(ctx.counts, table, n);
  add(ctx.writeMs, table, performance.now() - started);
  return n;
}

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export function fill(template: string, words: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => words[k] ?? '');
}

/** A count with the given mean: the integer part plus one more with the fractional probability. */
export const around = (rng: Rng, mean: number, spread: number) => {
  const x = Math.max(0, mean + (rng.next() * 2 - 1) * spread);
  return Math.floor(x) + (rng.chance(x - Math.floor(x)) ? 1 : 0);
};

/** A uniformly random instant in [from, to). */
export const between = (rng: Rng, from: number, to: number) => from + Math.floor(rng.next() * Math.max(0, to - from));

/** Group items by a key (in input order). */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Up to n distinct items drawn from a (possibly large) list without copying it. */
export function draw<T>(rng: Rng, items: readonly T[], n: number, accept: (item: T) => boolean = () => true): T[] {
  const chosen = new Set<T>();
  for (let tries = 0; chosen.size < n && tries < n * 8 && items.length > 0; tries++) {
    const item = items[Math.floor(rng.next() * items.length)]!;
    if (!chosen.has(item) && accept(item)) chosen.add(item);
  }
  return [...chosen];
}
