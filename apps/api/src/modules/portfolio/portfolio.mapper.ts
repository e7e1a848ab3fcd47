import {
  CARD_SECTIONS,
  SECTION_KEYS,
  portfolioTotals,
  type Portfolio,
  type PortfolioEntry,
  type PortfolioSections,
  type PortfolioSummary,
  type PublicPortfolio,
  type SectionKey,
} from '@lbd/shared';
import type { EntryNames, StoredEntry } from './entries.repo';
import type { NameMaps } from './names.repo';
import { careerPathCoverage } from './portfolio.policy';
import type { PortfolioRead, ProfileCard } from './portfolio.repo';
import type { CommonRow } from './portfolio.tables';

/** Names of ids in their order; ids whose catalogue row is gone are left out. */
const namesIn = (ids: readonly number[], names: Map<number, string>) =>
  ids.map((id) => names.get(id)).filter((n): n is string => n !== undefined);

/** An entry's names looked up in maps of names by id. */
export const entryNames = (row: CommonRow, names: NameMaps): EntryNames => ({
  skills: namesIn(row.skill_ids, names.skills),
  job_roles: namesIn(row.job_role_ids, names.jobRoles),
  life_skills: namesIn(row.life_skill_ids, names.lifeSkills),
});

/** An entry with no names (the one-line summaries of emails and the verifier's page need none). */
export const NO_NAMES: EntryNames = { skills: [], job_roles: [], life_skills: [] };

/** The key of an entry among the verification requests: its section and id. */
export const entryKey = (section: SectionKey, id: number) => `${section}:${id}`;

/**
 * A stored entry as the API answers it: the record's fields, plus ids, card, points, names, verification.
 * The fields are copied key by key, not spread: on Node 20 an object spread followed by more properties
 * takes a slow path, and this runs for every entry of every portfolio read (a third of the mapper's time).
 */
export function toEntry(entry: StoredEntry, names: EntryNames, pending: ReadonlySet<string>): PortfolioEntry {
  const r = entry.row;
  const fields: Record<string, unknown> = {};
  for (const key in entry.fields) fields[key] = entry.fields[key];
  return Object.assign(fields, {
    id: r.id,
    uuid: r.uuid,
    card: entry.card,
    points: r.points,
    skills: names.skills,
    job_roles: names.job_roles,
    life_skills: names.life_skills,
    verification:
      r.verified_at && r.verified_by_name
        ? { name: r.verified_by_name, organisation: r.verified_by_org ?? '', verified_at: r.verified_at.toISOString() }
        : null,
    verification_pending: pending.has(entryKey(entry.section, r.id)),
    inserted_at: r.inserted_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }) as PortfolioEntry;
}

/** Entries grouped by section, each section keeping the order given (newest first from the repo). */
export function toSections(entries: readonly PortfolioEntry[]): PortfolioSections {
  const sections = Object.fromEntries(SECTION_KEYS.map((key) => [key, [] as PortfolioEntry[]])) as Record<
    SectionKey,
    PortfolioEntry[]
  >;
  for (const entry of entries) sections[CARD_SECTIONS[entry.card]].push(entry);
  return sections as PortfolioSections;
}

/** Points per category from every stored entry (the shared points rules). */
export function totalsOf(entries: readonly StoredEntry[]) {
  return portfolioTotals(entries.map((e) => ({ card: e.card, status: e.row.status, duration: e.duration })));
}

/** The whole portfolio answer. */
export function toPortfolio(input: PortfolioRead): Portfolio {
  const stored = input.entries;
  const shown = new Set(stored.flatMap((e) => e.row.skill_ids));
  return {
    id: input.portfolio.id,
    uuid: input.portfolio.uuid,
    is_public: input.portfolio.is_public,
    profile: toProfile(input.profile),
    points: totalsOf(stored),
    career_paths: input.careerPaths.map((path) => ({
      id: path.id,
      name: path.name,
      type: path.type,
      description: path.description,
      skills: path.skills,
      coverage: careerPathCoverage(path.skills, shown),
    })),
    sections: toSections(stored.map((e) => toEntry(e, entryNames(e.row, input.names), input.pending))),
  };
}

/** The portfolio anyone with the link sees: each career path with the skills shown, never the missing ones. */
export function toPublicPortfolio(input: PortfolioRead): PublicPortfolio {
  const { career_paths, ...rest } = toPortfolio(input);
  return {
    ...rest,
    career_paths: career_paths.map((path) => ({
      id: path.id,
      name: path.name,
      type: path.type,
      description: path.description,
      shown: path.coverage.covered,
    })),
  };
}

/** A portfolio in a list. */
export function toSummary(portfolio: Portfolio): PortfolioSummary {
  return {
    id: portfolio.id,
    uuid: portfolio.uuid,
    is_public: portfolio.is_public,
    profile: portfolio.profile,
    points: portfolio.points,
    career_paths: portfolio.career_paths.map((p) => ({ id: p.id, name: p.name })),
    entry_count: Object.values(portfolio.sections).reduce((n, list) => n + list.length, 0),
  };
}

/** The student, without anything private: the card has no email or phone to begin with. */
export function toProfile(p: ProfileCard): Portfolio['profile'] {
  return {
    id: p.id,
    first_name: p.first_name,
    full_name: p.full_name,
    avatar_url: p.avatar_url,
    institute: p.institute,
    degree: p.degree,
    specialization: p.specialization,
    graduation_year: p.graduation_year,
  };
}
