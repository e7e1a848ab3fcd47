import {
  LEARNING_TEXTS,
  QUEST_TEXTS as Q,
  questBodySchema,
  ruleText,
  STEP_KIND_LABELS,
  type FilterQuestsBody,
  type QuestBody,
  type QuestDetail,
  type QuestSummary,
  type Rule,
  type StepKind,
} from '@lbd/shared';
import { and, desc, eq, getTableColumns, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueNames } from '../../db/catalogue-names';
import { myQuests, questCohorts, questSteps, quests } from '../../db/schema';
import { containsPattern, whereAll } from '../../db/sql';
import { unknownCatalogueRefs } from '../../lib/catalogue-refs';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { PaidAccess } from '../../lib/paid-access';
import { createContentActions } from '../../lib/learning-content/actions';
import { contentLabels } from '../../lib/learning-content/labels';
import {
  canSeeContent,
  managesContent,
  mayAuthor,
  ownerOrgOf,
  type LearningCaller,
} from '../../lib/learning-content/policy';
import { managedRows } from '../../lib/learning-content/visibility';
import { paged, pageRequest } from '../../lib/paging';
import { sanitizeRichText } from '../../lib/rich-text';
import type { StandingService, StepRow } from './standing';

export type QuestRow = typeof quests.$inferSelect;

const stepCounts = {
  step_count: sql<number>`(select count(*)::int from quest_steps s where s.quest_id = quests.id)`,
  kinds: sql<
    { kind: StepKind; count: number }[] | null
  >`(select jsonb_agg(jsonb_build_object('kind', k.kind, 'count', k.n) order by k.kind) from (select s.kind, count(*)::int as n from quest_steps s where s.quest_id = quests.id group by s.kind) k)`.mapWith(
    (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as { kind: StepKind; count: number }[] | null,
  ),
  enrolled_count: sql<number>`(select count(*)::int from my_quests m where m.quest_id = quests.id and m.status <> 'Dropped')`,
};
type ListedRow = QuestRow & {
  step_count: number;
  kinds: { kind: StepKind; count: number }[] | null;
  enrolled_count: number;
};

/** Quests: the catalogue, a quest's page and its authoring through the shared lifecycle (decision 0078). */
export function createQuestsService(o: {
  db: Db;
  clock: () => Date;
  standing: StandingService;
  /** Paid quests go live once a payment page sells them (none: every quest is treated as free to publish). */
  paidAccess?: PaidAccess;
}) {
  const { db, standing } = o;
  const names = catalogueNames(db);
  const labels = (rows: QuestRow[]) =>
    contentLabels(db)<QuestSummary['status'], QuestSummary['programs'][number]>(rows);

  const actions = createContentActions({
    db,
    clock: o.clock,
    table: quests,
    targetType: 'quest',
    async publishProblems(row): Promise<Record<string, string>> {
      if (row.price_paise > 0 && o.paidAccess && !(await o.paidAccess.onSale('quest', row.id)))
        return { price_paise: LEARNING_TEXTS.paidNeedsPage };
      const steps = await db.select().from(questSteps).where(eq(questSteps.quest_id, row.id));
      if (steps.length === 0) return { steps: Q.needsSteps };
      const found = await standing.items(steps);
      const missing = steps.filter((s) => !found.get(`${s.kind}:${s.ref_id}`)?.published);
      if (missing.length === 0) return {};
      return {
        steps: missing
          .map((s) =>
            Q.stepItemMissing(found.get(`${s.kind}:${s.ref_id}`)?.title ?? `${STEP_KIND_LABELS[s.kind]} ${s.ref_id}`),
          )
          .join('; '),
      };
    },
  });

  /** The caller's enrolments in these quests (students), for cards. */
  async function mineIn(caller: LearningCaller | null, ids: number[]) {
    if (!caller || caller.profileType !== 'STUDENT' || caller.profileId === null || ids.length === 0) return new Map();
    const rows = await db
      .select({ id: myQuests.id, quest_id: myQuests.quest_id, status: myQuests.status, progress: myQuests.progress })
      .from(myQuests)
      .where(and(eq(myQuests.profile_id, caller.profileId), inArray(myQuests.quest_id, ids)));
    return new Map(rows.map((r) => [r.quest_id, { id: r.id, status: r.status, progress: r.progress }]));
  }

  async function summaries(caller: LearningCaller | null, rows: ListedRow[]): Promise<QuestSummary[]> {
    const [l, mine] = await Promise.all([
      labels(rows),
      mineIn(
        caller,
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      duration_weeks: r.duration_weeks,
      price_paise: r.price_paise,
      points: r.points,
      step_count: r.step_count,
      kinds: r.kinds ?? [],
      enrolled_count: r.enrolled_count,
      my_enrolment: mine.get(r.id) ?? null,
      ...l.of(r),
    }));
  }

  function visibility(caller: LearningCaller | null, mine: boolean): SQL | undefined {
    if (!mine) return eq(quests.status, 'published');
    // Signed out, nothing is theirs.
    return caller?.isAdmin ? undefined : managedRows(quests, caller);
  }

  async function listWhere(
    caller: LearningCaller | null,
    where: SQL | undefined,
    page: ReturnType<typeof pageRequest>,
  ) {
    const [rows, [total]] = await Promise.all([
      db
        .select({ ...getTableColumns(quests), ...stepCounts })
        .from(quests)
        .where(where)
        .orderBy(desc(sql`coalesce(${quests.published_at}, ${quests.updated_at})`), desc(quests.id))
        .limit(page.count)
        .offset(page.offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(quests)
        .where(where),
    ]);
    return paged(await summaries(caller, rows as ListedRow[]), total?.n ?? 0, page);
  }

  const searchOf = (query?: string) =>
    query ? or(ilike(quests.title, containsPattern(query)), ilike(quests.summary, containsPattern(query))) : undefined;

  async function row(id: number) {
    const [r] = await db.select().from(quests).where(eq(quests.id, id));
    return r ?? null;
  }

  /** The steps as a page shows them: each item's title and whether students can open it, the rule in words. */
  async function stepViews(steps: StepRow[]) {
    const found = await standing.items(steps);
    const titleOf = new Map(
      steps.map((s) => [s.key, found.get(`${s.kind}:${s.ref_id}`)?.title ?? 'Item not available'] as const),
    );
    return steps.map((s) => ({
      key: s.key,
      kind: s.kind,
      ref_id: s.ref_id,
      title: titleOf.get(s.key)!,
      available: found.get(`${s.kind}:${s.ref_id}`)?.published ?? false,
      rule: (s.rule as Rule | null) ?? null,
      rule_text: ruleText((s.rule as Rule | null) ?? null, (k) => titleOf.get(k) ?? k),
      skip_counts: s.skip_counts,
      x: s.x,
      y: s.y,
    }));
  }

  async function detail(caller: LearningCaller | null, r: QuestRow): Promise<QuestDetail> {
    const [listed] = (await db
      .select({ ...getTableColumns(quests), ...stepCounts })
      .from(quests)
      .where(eq(quests.id, r.id))) as ListedRow[];
    const [summary] = await summaries(caller, [listed!]);
    const [steps, cohorts] = await Promise.all([
      db.select().from(questSteps).where(eq(questSteps.quest_id, r.id)).orderBy(questSteps.seq),
      db
        .select({
          ...getTableColumns(questCohorts),
          enrolled_count: sql<number>`(select count(*)::int from my_quests m where m.cohort_id = quest_cohorts.id and m.status <> 'Dropped')`,
        })
        .from(questCohorts)
        .where(eq(questCohorts.quest_id, r.id))
        .orderBy(questCohorts.starts_on, questCohorts.id),
    ]);
    return {
      ...summary!,
      description: r.description,
      steps: await stepViews(steps),
      cohorts: cohorts.map((c) => ({
        id: c.id,
        name: c.name,
        starts_on: c.starts_on,
        ends_on: c.ends_on,
        enrolled_count: c.enrolled_count,
      })),
      can_edit: managesContent(caller, r),
    };
  }

  async function checkBody(b: ReturnType<typeof questBodySchema.parse>) {
    const fields: Record<string, string> = await unknownCatalogueRefs(names.knownIds, {
      skill_ids: b.skill_ids,
      job_role_ids: b.job_role_ids,
    });
    if (b.steps.length > 0) {
      const found = await standing.items(b.steps as { kind: StepKind; ref_id: number }[]);
      if (b.steps.some((s) => !found.has(`${s.kind}:${s.ref_id}`))) fields.steps = Q.stepsNotFound;
    }
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  }

  const values = (b: ReturnType<typeof questBodySchema.parse>) => ({
    title: b.title,
    summary: b.summary,
    description: sanitizeRichText(b.description),
    duration_weeks: b.duration_weeks ?? null,
    price_paise: b.price_paise,
    points: b.points,
    skill_ids: [...new Set(b.skill_ids)],
    job_role_ids: [...new Set(b.job_role_ids)],
    life_skill_ids: [...new Set(b.life_skill_ids)],
    programs: [...new Set(b.programs)],
  });

  /** Replace the steps and cohorts (a cohort keeps its id and students; a removed one lets them go). */
  async function saveParts(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    questId: number,
    b: ReturnType<typeof questBodySchema.parse>,
  ) {
    await tx.delete(questSteps).where(eq(questSteps.quest_id, questId));
    if (b.steps.length > 0)
      await tx.insert(questSteps).values(
        b.steps.map((s, i) => ({
          quest_id: questId,
          key: s.key,
          seq: i + 1,
          kind: s.kind,
          ref_id: s.ref_id,
          rule: s.rule ?? null,
          skip_counts: s.skip_counts,
          x: s.x ?? null,
          y: s.y ?? null,
        })),
      );
    const kept = b.cohorts.flatMap((c) => (c.id ? [c.id] : []));
    await tx
      .delete(questCohorts)
      .where(and(eq(questCohorts.quest_id, questId), kept.length ? notInArray(questCohorts.id, kept) : undefined));
    for (const c of b.cohorts) {
      const v = { name: c.name, starts_on: c.starts_on, ends_on: c.ends_on ?? null, updated_at: new Date() };
      if (c.id) {
        const done = await tx
          .update(questCohorts)
          .set(v)
          .where(and(eq(questCohorts.id, c.id), eq(questCohorts.quest_id, questId)))
          .returning({ id: questCohorts.id });
        if (done.length === 0) throw new ValidationError({ cohorts: Q.cohortUnknown });
      } else await tx.insert(questCohorts).values({ ...v, quest_id: questId });
    }
  }

  return {
    row,
    detail,
    stepViews,
    managed: actions.managed,
    async list(
      caller: LearningCaller | null,
      q: { query?: string; skill_id?: number; program?: string; mine?: 'true' | 'false'; page: number; count: number },
    ) {
      const page = pageRequest(q);
      return listWhere(
        caller,
        whereAll(
          visibility(caller, q.mine === 'true'),
          searchOf(q.query),
          q.skill_id !== undefined && sql`${q.skill_id} = any(${quests.skill_ids})`,
          q.program && sql`${q.program} = any(${quests.programs})`,
        ),
        page,
      );
    },
    async filter(caller: LearningCaller | null, b: FilterQuestsBody) {
      const page = pageRequest({ page: b.page ?? 1, count: b.count ?? 12 });
      const skills = b.skill_ids ?? [];
      const roles = b.job_role_ids ?? [];
      return listWhere(
        caller,
        whereAll(
          visibility(caller, b.mine ?? false),
          searchOf(b.query),
          skills.length > 0 && sql`${quests.skill_ids} && ${`{${skills.join(',')}}`}::int[]`,
          roles.length > 0 && sql`${quests.job_role_ids} && ${`{${roles.join(',')}}`}::int[]`,
          b.program && sql`${b.program} = any(${quests.programs})`,
          b.free_only && eq(quests.price_paise, 0),
        ),
        page,
      );
    },
    async show(caller: LearningCaller | null, id: number) {
      const r = await row(id);
      if (!r || !canSeeContent(caller, r)) throw new NotFoundError();
      return detail(caller, r);
    },
    async create(caller: LearningCaller, userId: string, body: QuestBody) {
      if (!mayAuthor(caller)) throw new ForbiddenError();
      const b = questBodySchema.parse(body);
      await checkBody(b);
      return db.transaction(async (tx) => {
        const [r] = await tx
          .insert(quests)
          .values({
            ...values(b),
            org_id: ownerOrgOf(caller),
            created_by_profile_id: caller.profileId,
            created_by_user_id: userId,
          })
          .returning({ id: quests.id });
        await saveParts(tx, r!.id, b);
        return { id: r!.id };
      });
    },
    async update(caller: LearningCaller, id: number, body: QuestBody) {
      const current = await actions.managed(caller, id);
      const b = questBodySchema.parse(body);
      await checkBody(b);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from quests where id = ${id} for update`);
        await tx
          .update(quests)
          .set({ ...values(b), updated_at: new Date() })
          .where(eq(quests.id, id));
        await saveParts(tx, id, b);
      });
      return detail(caller, { ...current, ...(await row(id))! });
    },
    publish: (caller: LearningCaller, userId: string, id: number) => actions.publish(caller, userId, id),
    archive: (caller: LearningCaller, userId: string, id: number) => actions.archive(caller, userId, id),
    discard: (caller: LearningCaller, userId: string, id: number) => actions.discard(caller, userId, id),
  };
}
export type QuestsService = ReturnType<typeof createQuestsService>;
