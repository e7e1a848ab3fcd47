import type { ArticleType, CatalogueReading } from '@lbd/shared';
import type { ReadingRow } from './readings.repo';

export interface ReadingNames {
  skills: { id: number; display_name: string }[];
  jobRoles: { id: number; name: string }[];
}

const pick = <T extends { id: number }>(rows: T[], ids: number[]) =>
  ids.flatMap((id) => rows.filter((r) => r.id === id));

/** A catalogue row as its card: names resolved, and whether the calling student has it already. */
export function toReading(row: ReadingRow, names: ReadingNames, inPortfolio: boolean): CatalogueReading {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    authors: row.authors,
    source: row.source,
    url: row.url,
    summary: row.summary,
    published_year: row.published_year,
    isbn: row.isbn,
    type: row.type as ArticleType | null,
    skills: pick(names.skills, row.skill_ids),
    job_roles: pick(names.jobRoles, row.job_role_ids),
    in_portfolio: inPortfolio,
  };
}
