import { inArray } from 'drizzle-orm';
import type { Db } from './client';
import { isPromise, type MaybePromise } from '../lib/maybe-promise';
import { degrees, jobRoles, lifeSkills, orgs, skills, specializations } from './schema';

type Named = { id: number; name: string };
type Skill = { id: number; display_name: string };

/** Catalogue ids an opportunity's card or page names. */
export interface CatalogueIds {
  skillIds: number[];
  jobRoleIds?: number[];
  degreeIds?: number[];
  specializationIds?: number[];
  lifeSkillIds?: number[];
  /** Organisations, by their full names (an applicant's institute). */
  orgIds?: number[];
}

export interface CatalogueNameRows {
  skills: Skill[];
  jobRoles: Named[];
  degrees: Named[];
  specializations: Named[];
  lifeSkills: Named[];
  orgs: Named[];
}

/** The names a job, event or club card or page shows. */
export type CatalogueNames = Pick<CatalogueNameRows, 'skills' | 'jobRoles' | 'degrees' | 'specializations'>;

/** How long a catalogue name is served from memory: an admin's rename shows within this time. */
export const CATALOGUE_NAME_TTL_MS = 60_000;
/** Entries kept per kind before the cache starts over (the catalogue is far smaller). */
const MAX_ENTRIES = 50_000;

interface Cached<T> {
  row: T | null;
  at: number;
}

const fetchers = {
  skills: (db: Db, ids: number[]) =>
    db.select({ id: skills.id, display_name: skills.display_name }).from(skills).where(inArray(skills.id, ids)),
  jobRoles: (db: Db, ids: number[]) =>
    db.select({ id: jobRoles.id, name: jobRoles.name }).from(jobRoles).where(inArray(jobRoles.id, ids)),
  degrees: (db: Db, ids: number[]) =>
    db.select({ id: degrees.id, name: degrees.name }).from(degrees).where(inArray(degrees.id, ids)),
  specializations: (db: Db, ids: number[]) =>
    db
      .select({ id: specializations.id, name: specializations.name })
      .from(specializations)
      .where(inArray(specializations.id, ids)),
  lifeSkills: (db: Db, ids: number[]) =>
    db.select({ id: lifeSkills.id, name: lifeSkills.name }).from(lifeSkills).where(inArray(lifeSkills.id, ids)),
  orgs: (db: Db, ids: number[]) =>
    db.select({ id: orgs.id, name: orgs.full_name }).from(orgs).where(inArray(orgs.id, ids)),
};
type Kind = keyof typeof fetchers;
type RowOf<K extends Kind> = Awaited<ReturnType<(typeof fetchers)[K]>>[number];

const unique = (xs: number[] = []) => [...new Set(xs)];
/** A tuple of values, some of them maybe promises, with every promise settled. */
type Settled<T extends readonly unknown[]> = { -readonly [I in keyof T]: Awaited<T[I]> };

/**
 * Names of catalogue rows (and of organisations) for pages of jobs, events and clubs, portfolios and
 * applicants. Every list page names its cards' skills, every portfolio its entries' skills, career
 * paths and life skills, every applicants page its students' institutes, degrees and specializations;
 * the names come from memory for a minute, so a page costs one query instead of two (a portfolio read
 * scans its entry tables once, not four times; an applicants page joins one table, not four). One cache
 * per database, shared by every module. Validation (`knownIds`) always asks the database.
 */
function createCatalogueNames(db: Db, now: () => number) {
  const caches = {
    skills: new Map<number, Cached<RowOf<'skills'>>>(),
    jobRoles: new Map<number, Cached<RowOf<'jobRoles'>>>(),
    degrees: new Map<number, Cached<RowOf<'degrees'>>>(),
    specializations: new Map<number, Cached<RowOf<'specializations'>>>(),
    lifeSkills: new Map<number, Cached<RowOf<'lifeSkills'>>>(),
    orgs: new Map<number, Cached<RowOf<'orgs'>>>(),
  };

  /** The cached rows for these ids; a promise only when some must be read (new or older than the TTL). */
  function lookup<K extends Kind>(kind: K, ids: number[]): MaybePromise<RowOf<K>[]> {
    const cache = caches[kind] as Map<number, Cached<RowOf<K>>>;
    const t = now();
    const missing = ids.filter((id) => {
      const hit = cache.get(id);
      return !hit || t - hit.at > CATALOGUE_NAME_TTL_MS;
    });
    const cached = () => ids.map((id) => cache.get(id)?.row).filter((r): r is RowOf<K> => r != null);
    if (missing.length === 0) return cached();
    return (fetchers[kind](db, missing) as Promise<RowOf<K>[]>).then((rows) => {
      if (cache.size + missing.length > MAX_ENTRIES) cache.clear();
      const found = new Map(rows.map((r) => [r.id, r]));
      for (const id of missing) cache.set(id, { row: found.get(id) ?? null, at: t });
      return cached();
    });
  }

  return {
    /** Forget every name held (an admin edited, merged or retired an entry): the next read asks the database. */
    clear() {
      for (const cache of Object.values(caches)) cache.clear();
    },

    /** The rows for these ids (ids no longer in the catalogue are left out). */
    async names(ref: CatalogueIds): Promise<CatalogueNameRows> {
      const found = [
        lookup('skills', unique(ref.skillIds)),
        lookup('jobRoles', unique(ref.jobRoleIds)),
        lookup('degrees', unique(ref.degreeIds)),
        lookup('specializations', unique(ref.specializationIds)),
        lookup('lifeSkills', unique(ref.lifeSkillIds)),
        lookup('orgs', unique(ref.orgIds)),
      ] as const;
      // Most pages find every name in memory: then nothing here waits on a promise of its own.
      const [s, r, d, sp, l, o] = found.some(isPromise) ? await Promise.all(found) : (found as Settled<typeof found>);
      return { skills: s, jobRoles: r, degrees: d, specializations: sp, lifeSkills: l, orgs: o };
    },

    /** How many of these ids the catalogue holds now, per kind, to refuse unknown ones. */
    async knownIds(ref: Required<Omit<CatalogueIds, 'lifeSkillIds' | 'orgIds'>>) {
      const count = async (kind: Kind, ids: number[]) =>
        ids.length === 0 ? 0 : (await fetchers[kind](db, unique(ids))).length;
      const [s, r, d, sp] = await Promise.all([
        count('skills', ref.skillIds),
        count('jobRoles', ref.jobRoleIds),
        count('degrees', ref.degreeIds),
        count('specializations', ref.specializationIds),
      ]);
      return { skills: s, jobRoles: r, degrees: d, specializations: sp };
    },
  };
}

export type CatalogueNameLookup = ReturnType<typeof createCatalogueNames>;

const perDatabase = new WeakMap<Db, CatalogueNameLookup>();

/** The catalogue names of this database (one cache per database). */
export function catalogueNames(db: Db, now: () => number = Date.now): CatalogueNameLookup {
  let names = perDatabase.get(db);
  if (!names) {
    names = createCatalogueNames(db, now);
    perDatabase.set(db, names);
  }
  return names;
}
