import {
  ERROR_TEXTS,
  READING_TEXTS,
  type AddReadingBody,
  type CatalogueReadingBody,
  type ReadingKind,
  type ReadingListQuery,
} from '@lbd/shared';
import type { Db } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import type { Actor } from '../../lib/access';
import type { EntriesService } from '../portfolio';
import { isUniqueViolation } from '../../db/errors';
import { loadStudentInterests, rankPool } from '../../lib/recommendations/interests';
import { rankItem } from '../../lib/recommendations/ranking';
import { toReading } from './readings.mapper';
import { portfolioRecordOf, studentProfileId } from './readings.policy';
import { createReadingsRepo, type ReadingRow } from './readings.repo';

export interface ReadingsDeps {
  db: Db;
  /** The portfolio's own save path: a catalogue item becomes an entry through it. */
  entries: EntriesService;
}

/** The answer to an item the student has already (same text and popup as the portfolio's 409). */
const alreadyAdded = () =>
  new ConflictError(ERROR_TEXTS.alreadyInPortfolio, {
    heading: ERROR_TEXTS.alreadyInPortfolioHeading,
    message: ERROR_TEXTS.alreadyInPortfolio,
  });

const duplicateTitle = () => new ValidationError({ title: 'This title is already in the catalogue' });

/** The readings catalogue: lists, recommendations, one-click add to the portfolio, admin upkeep. */
export function createReadingsService({ db, entries }: ReadingsDeps) {
  const repo = createReadingsRepo(db);

  /** Cards of a page of rows, with names in bulk and the student's "already added" marks. */
  async function cards(rows: ReadingRow[], profileId: number | null) {
    const [names, ownedBook, ownedArticle] = await Promise.all([
      repo.names(
        rows.flatMap((r) => r.skill_ids),
        rows.flatMap((r) => r.job_role_ids),
      ),
      profileId
        ? repo.ownedTitles(
            profileId,
            'book',
            rows.filter((r) => r.kind === 'book').map((r) => r.title),
          )
        : null,
      profileId
        ? repo.ownedTitles(
            profileId,
            'article',
            rows.filter((r) => r.kind === 'article').map((r) => r.title),
          )
        : null,
    ]);
    return rows.map((r) => {
      const owned = r.kind === 'book' ? ownedBook : ownedArticle;
      return toReading(r, names, owned?.has(r.title.toLowerCase()) ?? false);
    });
  }

  async function checkCatalogue(body: CatalogueReadingBody) {
    const found = await repo.knownIds({ skillIds: body.skill_ids, jobRoleIds: body.job_role_ids });
    const fields: Record<string, string> = {};
    if (found.skills !== new Set(body.skill_ids).size) fields.skill_ids = READING_TEXTS.invalidChoice('skills');
    if (found.jobRoles !== new Set(body.job_role_ids).size)
      fields.job_role_ids = READING_TEXTS.invalidChoice('career paths');
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  }

  const columns = (body: CatalogueReadingBody) => ({
    kind: body.kind,
    title: body.title,
    authors: body.authors,
    source: body.source,
    url: body.url,
    summary: body.summary,
    published_year: body.published_year,
    isbn: body.isbn,
    type: body.kind === 'article' ? body.type : null,
    skill_ids: [...new Set(body.skill_ids)],
    job_role_ids: [...new Set(body.job_role_ids)],
    degree_ids: [...new Set(body.degree_ids)],
    specialization_ids: [...new Set(body.specialization_ids)],
  });

  /** GET /api/readings/{id}: one item of either kind. */
  async function detail(actor: Actor | null, id: number) {
    const row = await repo.byId(id);
    if (!row) throw new NotFoundError();
    const [card] = await cards([row], studentProfileId(actor));
    return card!;
  }

  return {
    detail,

    /** GET /api/readings (books) and /api/articles. */
    async list(actor: Actor | null, kind: ReadingKind, q: ReadingListQuery) {
      const page = pageRequest(q);
      const { rows, total } = await repo.list(kind, q.query || undefined, page);
      return paged(await cards(rows, studentProfileId(actor)), total, page);
    },

    /**
     * GET /api/recommended/readings and /articles: items of a kind whose title the student does not
     * have on their portfolio, ranked by shared career paths, skills, specialization and degree.
     */
    async recommended(actor: Actor, kind: ReadingKind, q: { page: number; count: number }) {
      const profileId = studentProfileId(actor);
      if (!profileId) throw new NotFoundError();
      const [student, pool] = await Promise.all([loadStudentInterests(db, profileId), repo.notOwned(kind, profileId)]);
      const ranked = rankPool(pool, (item) => rankItem(item, student, READING_TEXTS.fallbackReason));
      const page = pageRequest(q);
      const slice = ranked.slice(page.offset, page.offset + page.count);
      const shown = await cards(
        slice.map((r) => r.item),
        null,
      );
      return paged(
        shown.map((card, i) => ({ ...card, score: slice[i]!.score, reason: slice[i]!.reason })),
        ranked.length,
        page,
      );
    },

    /**
     * POST /api/readings/{id}/add_to_portfolio: the item becomes a book or article on the student's
     * portfolio with the status and date the student chose, through the portfolio's own save (its
     * rules, points and duplicate check). A title the student already has, in any casing or on any
     * date, answers the portfolio's 409.
     */
    async addToPortfolio(actor: Actor, id: number, body: AddReadingBody) {
      const profileId = studentProfileId(actor);
      if (!profileId) throw new NotFoundError();
      const item = await repo.byId(id);
      if (!item) throw new NotFoundError();
      const [owned, names, student] = await Promise.all([
        repo.ownedTitles(profileId, item.kind, [item.title]),
        repo.names(item.skill_ids, []),
        loadStudentInterests(db, profileId),
      ]);
      if (owned.size > 0) throw alreadyAdded();
      const reading = portfolioRecordOf(item, {
        status: body.status,
        date: body.date,
        skills: item.skill_ids.flatMap((s) => names.skills.filter((n) => n.id === s).map((n) => n.display_name)),
        careerPaths: item.job_role_ids.flatMap((r) => {
          const name = student.jobRoles.get(r);
          return name ? [name] : [];
        }),
      });
      const entry = await entries.create(item.kind === 'book' ? 'readings' : 'articles', profileId, { reading });
      return {
        id: entry.id,
        card: item.kind === 'book' ? ('books' as const) : ('articles' as const),
        title: item.title,
      };
    },

    /** POST /api/admin/readings. */
    async create(body: CatalogueReadingBody) {
      await checkCatalogue(body);
      const row = await repo.insert(columns(body));
      if (!row) throw duplicateTitle();
      return { id: row.id };
    },

    /** PUT /api/admin/readings/{id}: replaces the item. */
    async update(actor: Actor | null, id: number, body: CatalogueReadingBody) {
      await checkCatalogue(body);
      const updated = await repo.update(id, columns(body)).catch((error: unknown) => {
        throw isUniqueViolation(error) ? duplicateTitle() : error;
      });
      if (!updated) throw new NotFoundError();
      return detail(actor, id);
    },

    /** DELETE /api/admin/readings/{id}. Portfolio entries made from it stay: they are the student's. */
    async remove(id: number) {
      if (!(await repo.remove(id))) throw new NotFoundError();
    },
  };
}

export type ReadingsService = ReturnType<typeof createReadingsService>;
