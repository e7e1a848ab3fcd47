import {
  LEARNING_TEXTS as T,
  type FilterResourceGroupsBody,
  type LearningKind,
  type MyEnrolment,
  type ProjectBody,
  type ProjectDetail,
  type ProjectListQuery,
  type ProjectSummary,
  type ProjectTask,
  type ProjectTaskBody,
  type ResourceBody,
  type ResourceDetail,
  type ResourceGroupBody,
  type ResourceGroupDetail,
  type ResourceGroupSummary,
  type ResourceListQuery,
  type ResourceSummary,
} from '@lbd/shared';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { catalogueNames } from '../../db/catalogue-names';
import type { Db } from '../../db/client';
import {
  assignments,
  myLearnings,
  profiles,
  projects,
  projectTasks,
  resourceGroupItems,
  resourceGroups,
  resources,
} from '../../db/schema';
import { containsPattern, whereAll, type Tx } from '../../db/sql';
import { unknownCatalogueRefs } from '../../lib/catalogue-refs';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { paged, pageRequest } from '../../lib/paging';
import { isEmptyRichText, sanitizeRichText } from '../../lib/rich-text';
import type { ProjectRow, ResourceGroupRow, ResourceRow } from './content.repo';
import { createContentActions } from '../../lib/learning-content/actions';
import { contentLabels, type Tagged } from '../../lib/learning-content/labels';
import { managedRows } from '../../lib/learning-content/visibility';
import type { PaidAccess } from '../../lib/paid-access';
import type { FileLinks } from './file-links';
import { standings } from './learning-state';
import {
  canSeeContent,
  managesContent,
  runsContent,
  mayAuthor,
  ownerOrgOf,
  type LearningCaller,
} from './learning.policy';

type Runner = Db | Tx;

const unique = (xs: readonly number[] = []) => [...new Set(xs)];

/** Resources, learning paths and projects: authoring through the shared lifecycle, lists and pages. */
export function createContentService({
  db,
  clock,
  files,
  paidAccess,
}: {
  db: Db;
  clock: () => Date;
  files: FileLinks;
  paidAccess: PaidAccess;
}) {
  const names = catalogueNames(db);

  const labels = (rows: readonly Tagged[], extraPeople: number[] = []) =>
    contentLabels(db)<ResourceSummary['status'], ResourceSummary['programs'][number]>(rows, extraPeople);

  async function checkRefs(v: { skill_ids?: number[]; job_role_ids?: number[] }) {
    const fields = await unknownCatalogueRefs(names.knownIds, { skill_ids: v.skill_ids, job_role_ids: v.job_role_ids });
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  }

  const authorOf = (caller: LearningCaller, userId: string) => {
    if (!mayAuthor(caller)) throw new ForbiddenError();
    return { org_id: ownerOrgOf(caller), created_by_profile_id: caller.profileId, created_by_user_id: userId };
  };

  /** The caller's enrolments in these items, with their progress (for cards). */
  async function mineIn(caller: LearningCaller | null, kind: LearningKind, ids: number[]) {
    const found = new Map<number, MyEnrolment>();
    if (!caller || caller.profileType !== 'STUDENT' || caller.profileId === null || ids.length === 0) return found;
    const column = kind === 'project' ? myLearnings.project_id : myLearnings.resource_group_id;
    const rows = await db
      .select()
      .from(myLearnings)
      .where(and(eq(myLearnings.profile_id, caller.profileId), inArray(column, ids)));
    const s = await standings(db, rows);
    for (const r of rows) {
      const contentId = (kind === 'project' ? r.project_id : r.resource_group_id)!;
      found.set(contentId, { id: r.id, status: r.status, progress: s.get(r.id)?.progress ?? 0 });
    }
    return found;
  }

  /** Published rows, or with `mine` every row the caller manages. */
  function visibility(
    table: typeof resources | typeof resourceGroups | typeof projects,
    caller: LearningCaller | null,
    mine: boolean,
  ): SQL | undefined {
    if (!mine) return eq(table.status, 'published');
    if (!caller) throw new ForbiddenError();
    return caller.isAdmin ? undefined : managedRows(table, caller);
  }

  // ---- resources ----------------------------------------------------------------------------------

  // Publishing a resource that lacks something answers the spec's heading with the list (SPEC §5.1).
  const resourceActions = createContentActions({
    db,
    clock,
    table: resources,
    targetType: 'resource',
    publishProblems: resourceProblems,
    problemsMessage: T.resourceIssuesHeading,
  });
  const managedResource = resourceActions.managed;

  function resourceProblems(r: ResourceRow): Record<string, string> {
    const p: Record<string, string> = {};
    if (r.kind === 'text' && isEmptyRichText(r.body)) p.body = T.bodyRequired;
    if ((r.kind === 'video' || r.kind === 'link') && !r.url) p.url = T.urlRequired;
    if (r.kind === 'file' && !r.file_key) p.file = T.fileRequired;
    if (!r.duration) p.duration = T.durationRequired;
    if (r.skill_ids.length === 0) p.skill_ids = T.skillsRequired;
    return p;
  }

  const resourceValues = (v: ReturnType<typeof normaliseResource>) => v;
  function normaliseResource(b: ResourceBody) {
    return {
      title: b.title.trim(),
      kind: b.kind ?? 'text',
      body: sanitizeRichText(b.body ?? ''),
      url: b.url ? b.url : null,
      duration: b.duration ?? null,
      skill_ids: unique(b.skill_ids),
      job_role_ids: unique(b.job_role_ids),
      life_skill_ids: unique(b.life_skill_ids),
      programs: [...new Set(b.programs ?? [])],
    };
  }

  async function resourceSummaries(rows: ResourceRow[]): Promise<ResourceSummary[]> {
    const l = await labels(rows);
    return rows.map((r) => ({ id: r.id, title: r.title, kind: r.kind, duration: r.duration, ...l.of(r) }));
  }

  const resourcesApi = {
    async create(caller: LearningCaller, userId: string, body: ResourceBody) {
      const v = normaliseResource(body);
      await checkRefs(v);
      const [row] = await db
        .insert(resources)
        .values({ ...resourceValues(v), ...authorOf(caller, userId) })
        .returning({ id: resources.id });
      return { id: row!.id };
    },
    async update(caller: LearningCaller, id: number, body: ResourceBody): Promise<ResourceDetail> {
      await managedResource(caller, id);
      const v = normaliseResource(body);
      await checkRefs(v);
      const [row] = await db
        .update(resources)
        .set({ ...v, updated_at: clock() })
        .where(eq(resources.id, id))
        .returning();
      // A published resource stays publishable: what it lacks now answers 422 and nothing is saved.
      if (row!.status === 'published') {
        const problems = resourceProblems(row!);
        if (Object.keys(problems).length > 0) throw new ValidationError(problems, T.resourceIssuesHeading);
      }
      return resourcesApi.show(caller, id);
    },
    async show(caller: LearningCaller | null, id: number): Promise<ResourceDetail> {
      const [row] = await db.select().from(resources).where(eq(resources.id, id));
      if (!row || !(canSeeContent(caller, row) || (await enrolledIn(caller, id)))) throw new NotFoundError();
      const [summary] = await resourceSummaries([row]);
      return {
        ...summary!,
        body: row.body,
        url: row.url,
        // Readers get the file of a file resource; its managers also one kept while the kind is another.
        file: row.kind === 'file' || runsContent(caller, row) ? await files.ofResource(db, row) : null,
        can_edit: managesContent(caller, row),
      };
    },
    async list(caller: LearningCaller | null, q: ResourceListQuery, webOnly = false) {
      const page = pageRequest(q);
      const where = whereAll(
        visibility(resources, caller, q.mine === 'true'),
        q.kind && eq(resources.kind, q.kind),
        webOnly && inArray(resources.kind, ['link', 'video']),
        q.skill_id !== undefined && sql`${q.skill_id} = any(${resources.skill_ids})`,
        q.query && ilike(resources.title, containsPattern(q.query)),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(resources)
          .where(where)
          .orderBy(desc(sql`coalesce(${resources.published_at}, ${resources.updated_at})`), desc(resources.id))
          .limit(page.count)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(resources)
          .where(where),
      ]);
      return paged(await resourceSummaries(rows), total?.n ?? 0, page);
    },
    async publish(caller: LearningCaller, userId: string, id: number) {
      await resourceActions.publish(caller, userId, id);
      return resourcesApi.show(caller, id);
    },
    async archive(caller: LearningCaller, userId: string, id: number) {
      await resourceActions.archive(caller, userId, id);
      return resourcesApi.show(caller, id);
    },
    /** Cards of these resources by id, whatever their status (an enrolled student's path shows them). */
    async cards(ids: number[]): Promise<Map<number, ResourceSummary>> {
      const rows = ids.length
        ? await db
            .select()
            .from(resources)
            .where(inArray(resources.id, unique(ids)))
        : [];
      return new Map((await resourceSummaries(rows)).map((r) => [r.id, r]));
    },
    discard: resourceActions.discard,
    /** The resource when this caller manages it (else not found). */
    managed: managedResource,
  };

  /** A student enrolled in a path that holds this resource may read it even once it is archived. */
  async function enrolledIn(caller: LearningCaller | null, resourceId: number): Promise<boolean> {
    if (!caller || caller.profileType !== 'STUDENT' || caller.profileId === null) return false;
    const [row] = await db
      .select({ id: myLearnings.id })
      .from(myLearnings)
      .innerJoin(resourceGroupItems, eq(resourceGroupItems.resource_group_id, myLearnings.resource_group_id))
      .where(
        and(
          eq(myLearnings.profile_id, caller.profileId),
          eq(resourceGroupItems.resource_id, resourceId),
          inArray(myLearnings.status, ['Enrolled', 'Completed']),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  // ---- learning paths -------------------------------------------------------------------------------

  async function groupProblems(r: ResourceGroupRow): Promise<Record<string, string>> {
    const p: Record<string, string> = {};
    if (r.price_paise > 0 && !(await paidAccess.onSale('learning_path', r.id))) p.price_paise = T.paidNeedsPage;
    if (r.skill_ids.length === 0) p.skill_ids = T.skillsRequired;
    const items = await db
      .select({ status: resources.status })
      .from(resourceGroupItems)
      .innerJoin(resources, eq(resources.id, resourceGroupItems.resource_id))
      .where(eq(resourceGroupItems.resource_group_id, r.id));
    if (items.length === 0) p.items = T.itemsRequired;
    else if (items.some((i) => i.status !== 'published')) p.items = T.resourceNotPublished;
    return p;
  }

  // Written out in full: a select from one table leaves its columns unqualified, which a subquery would misread.
  const groupCounts = {
    item_count: sql<number>`(select count(*)::int from resource_group_items gi where gi.resource_group_id = resource_groups.id)`,
    duration: sql<number>`(select coalesce(sum(r.duration), 0)::int from resource_group_items gi join resources r on r.id = gi.resource_id where gi.resource_group_id = resource_groups.id)`,
    enrolled_count: sql<number>`(select count(*)::int from my_learnings ml where ml.resource_group_id = resource_groups.id and ml.status in ('Enrolled', 'Completed'))`,
  };

  async function groupSummaries(
    caller: LearningCaller | null,
    rows: (ResourceGroupRow & { item_count: number; duration: number; enrolled_count: number })[],
    reasons: Map<number, string> = new Map(),
  ): Promise<ResourceGroupSummary[]> {
    const [l, mine] = await Promise.all([
      labels(rows),
      mineIn(
        caller,
        'resource_group',
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      price_paise: r.price_paise,
      certificate: r.certificate,
      item_count: r.item_count,
      duration: r.duration,
      enrolled_count: r.enrolled_count,
      my_enrolment: mine.get(r.id) ?? null,
      reason: reasons.get(r.id) ?? null,
      ...l.of(r),
    }));
  }

  async function groupRow(id: number) {
    const [row] = await db
      .select({ ...getTableColumns(resourceGroups), ...groupCounts })
      .from(resourceGroups)
      .where(eq(resourceGroups.id, id));
    return row;
  }

  const groupActions = createContentActions({
    db,
    clock,
    table: resourceGroups,
    targetType: 'resource_group',
    publishProblems: groupProblems,
  });
  const managedGroup = groupActions.managed;

  /** The resources a path may hold: published ones, or drafts the same caller manages. */
  async function checkItems(caller: LearningCaller, items: ResourceGroupBody['items'] = []) {
    const ids = unique(items.map((i) => i.resource_id));
    if (ids.length === 0) return;
    const rows = await db.select().from(resources).where(inArray(resources.id, ids));
    const ok = rows.filter((r) => r.status === 'published' || managesContent(caller, r));
    if (ok.length !== ids.length) throw new ValidationError({ items: T.resourceNotPublished });
  }

  async function writeGroup(caller: LearningCaller, body: ResourceGroupBody, id: number | null, userId: string) {
    await checkItems(caller, body.items);
    const v = {
      title: body.title.trim(),
      summary: (body.summary ?? '').trim(),
      description: sanitizeRichText(body.description ?? ''),
      price_paise: body.price_paise ?? 0,
      certificate: body.certificate ?? false,
      skill_ids: unique(body.skill_ids),
      job_role_ids: unique(body.job_role_ids),
      life_skill_ids: unique(body.life_skill_ids),
      programs: [...new Set(body.programs ?? [])],
    };
    await checkRefs(v);
    return db.transaction(async (tx) => {
      let groupId = id;
      if (groupId === null) {
        const [row] = await tx
          .insert(resourceGroups)
          .values({ ...v, ...authorOf(caller, userId) })
          .returning({ id: resourceGroups.id });
        groupId = row!.id;
      } else {
        await tx
          .update(resourceGroups)
          .set({ ...v, updated_at: clock() })
          .where(eq(resourceGroups.id, groupId));
      }
      await replaceGroupItems(tx, groupId, body.items ?? []);
      return groupId;
    });
  }

  /**
   * A path's items as the editor sends them, in order. Items that stay keep their ids (students'
   * completions point at them); a resource listed twice keeps one.
   */
  async function replaceGroupItems(tx: Tx, groupId: number, items: NonNullable<ResourceGroupBody['items']>) {
    const existing = await tx
      .select()
      .from(resourceGroupItems)
      .where(eq(resourceGroupItems.resource_group_id, groupId));
    const byResource = new Map(existing.map((i) => [i.resource_id, i]));
    const seen = new Set<number>();
    let seq = 0;
    for (const item of items) {
      if (seen.has(item.resource_id)) continue;
      seen.add(item.resource_id);
      seq += 1;
      const values = { seq, required: item.required ?? true, due_days: item.due_days ?? null };
      const had = byResource.get(item.resource_id);
      if (had) await tx.update(resourceGroupItems).set(values).where(eq(resourceGroupItems.id, had.id));
      else
        await tx
          .insert(resourceGroupItems)
          .values({ ...values, resource_group_id: groupId, resource_id: item.resource_id });
    }
    const gone = existing.filter((i) => !seen.has(i.resource_id)).map((i) => i.id);
    if (gone.length > 0) await tx.delete(resourceGroupItems).where(inArray(resourceGroupItems.id, gone));
  }

  const groupsApi = {
    async create(caller: LearningCaller, userId: string, body: ResourceGroupBody) {
      return { id: await writeGroup(caller, body, null, userId) };
    },
    async update(caller: LearningCaller, userId: string, id: number, body: ResourceGroupBody) {
      const row = await managedGroup(caller, id);
      if (row.status === 'published' && (body.price_paise ?? 0) > 0 && !(await paidAccess.onSale('learning_path', id)))
        throw new ValidationError({ price_paise: T.paidNeedsPage });
      await writeGroup(caller, body, id, userId);
      return groupsApi.show(caller, id);
    },
    async show(caller: LearningCaller | null, id: number): Promise<ResourceGroupDetail> {
      const row = await groupRow(id);
      if (!row) throw new NotFoundError();
      const mine = await mineIn(caller, 'resource_group', [id]);
      if (!canSeeContent(caller, row) && !(mine.get(id) && mine.get(id)!.status !== 'Dropped'))
        throw new NotFoundError();
      const [summary] = await groupSummaries(caller, [row]);
      const items = await db
        .select({ item: resourceGroupItems, resource: resources })
        .from(resourceGroupItems)
        .innerJoin(resources, eq(resources.id, resourceGroupItems.resource_id))
        .where(eq(resourceGroupItems.resource_group_id, id))
        .orderBy(asc(resourceGroupItems.seq));
      const resourceCards = await resourceSummaries(items.map((i) => i.resource));
      return {
        ...summary!,
        description: row.description,
        items: items.map((i, n) => ({
          id: i.item.id,
          seq: i.item.seq,
          required: i.item.required,
          due_days: i.item.due_days,
          resource: resourceCards[n]!,
        })),
        can_edit: managesContent(caller, row),
      };
    },
    async filter(caller: LearningCaller | null, b: FilterResourceGroupsBody) {
      const page = pageRequest({ page: b.page ?? 1, count: b.count ?? 12 });
      const where = whereAll(
        visibility(resourceGroups, caller, b.mine ?? false),
        b.query &&
          or(
            ilike(resourceGroups.title, containsPattern(b.query)),
            ilike(resourceGroups.summary, containsPattern(b.query)),
          ),
        (b.skill_ids?.length ?? 0) > 0 && sql`${resourceGroups.skill_ids} && ${`{${b.skill_ids!.join(',')}}`}::int[]`,
        (b.job_role_ids?.length ?? 0) > 0 &&
          sql`${resourceGroups.job_role_ids} && ${`{${b.job_role_ids!.join(',')}}`}::int[]`,
        b.program && sql`${b.program} = any(${resourceGroups.programs})`,
        b.free_only && eq(resourceGroups.price_paise, 0),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...getTableColumns(resourceGroups), ...groupCounts })
          .from(resourceGroups)
          .where(where)
          .orderBy(
            desc(sql`coalesce(${resourceGroups.published_at}, ${resourceGroups.updated_at})`),
            desc(resourceGroups.id),
          )
          .limit(page.count)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(resourceGroups)
          .where(where),
      ]);
      return paged(await groupSummaries(caller, rows), total?.n ?? 0, page);
    },
    async publish(caller: LearningCaller, userId: string, id: number) {
      await groupActions.publish(caller, userId, id);
      return groupsApi.show(caller, id);
    },
    async archive(caller: LearningCaller, userId: string, id: number) {
      await groupActions.archive(caller, userId, id);
      return groupsApi.show(caller, id);
    },
    discard: groupActions.discard,
    summaries: groupSummaries,
    counts: groupCounts,
  };

  // ---- projects -------------------------------------------------------------------------------------

  async function projectProblems(r: ProjectRow): Promise<Record<string, string>> {
    const p: Record<string, string> = {};
    if (r.price_paise > 0 && !(await paidAccess.onSale('project', r.id))) p.price_paise = T.paidNeedsPage;
    if (isEmptyRichText(r.description)) p.description = T.descriptionRequired;
    if (r.skill_ids.length === 0) p.skill_ids = T.skillsRequired;
    if (!r.duration_weeks) p.duration_weeks = T.durationRequired;
    const tasks = await db
      .select({ kind: projectTasks.kind, status: resources.status })
      .from(projectTasks)
      .leftJoin(resources, eq(resources.id, projectTasks.resource_id))
      .where(eq(projectTasks.project_id, r.id));
    if (tasks.length === 0) p.tasks = T.tasksRequired;
    else if (tasks.some((t) => t.kind === 'reading' && t.status !== 'published')) p.tasks = T.resourceNotPublished;
    return p;
  }

  const projectCounts = {
    task_count: sql<number>`(select count(*)::int from project_tasks pt where pt.project_id = projects.id)`,
    enrolled_count: sql<number>`(select count(*)::int from my_learnings ml where ml.project_id = projects.id and ml.status in ('Enrolled', 'Completed'))`,
  };

  async function projectSummaries(
    caller: LearningCaller | null,
    rows: (ProjectRow & { task_count: number; enrolled_count: number })[],
    reasons: Map<number, string> = new Map(),
  ): Promise<ProjectSummary[]> {
    const [l, mine] = await Promise.all([
      labels(
        rows,
        rows.flatMap((r) => r.mentor_profile_ids),
      ),
      mineIn(
        caller,
        'project',
        rows.map((r) => r.id),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      duration_weeks: r.duration_weeks,
      difficulty: r.difficulty,
      team_size: r.team_size,
      price_paise: r.price_paise,
      task_count: r.task_count,
      enrolled_count: r.enrolled_count,
      mentors: r.mentor_profile_ids.flatMap((id) => {
        const p = l.person(id);
        return p ? [p] : [];
      }),
      my_enrolment: mine.get(r.id) ?? null,
      reason: reasons.get(r.id) ?? null,
      ...l.of(r),
    }));
  }

  async function projectRow(id: number) {
    const [row] = await db
      .select({ ...getTableColumns(projects), ...projectCounts })
      .from(projects)
      .where(eq(projects.id, id));
    return row;
  }

  const projectActions = createContentActions({
    db,
    clock,
    table: projects,
    targetType: 'project',
    publishProblems: projectProblems,
  });
  const managedProject = projectActions.managed;

  async function tasksOf(id: number, runner: Runner = db): Promise<ProjectTask[]> {
    const rows = await runner
      .select({ task: projectTasks, resource_title: resources.title, assignment_title: assignments.title })
      .from(projectTasks)
      .leftJoin(resources, eq(resources.id, projectTasks.resource_id))
      .leftJoin(assignments, eq(assignments.id, projectTasks.assignment_id))
      .where(eq(projectTasks.project_id, id))
      .orderBy(asc(projectTasks.seq), asc(projectTasks.id));
    return rows.map(({ task: t, resource_title, assignment_title }) => ({
      id: t.id,
      seq: t.seq,
      kind: t.kind,
      title: t.title,
      description: t.description,
      required: t.required,
      due_days: t.due_days,
      resource: t.resource_id && resource_title !== null ? { id: t.resource_id, title: resource_title } : null,
      assignment:
        t.assignment_id && assignment_title !== null ? { id: t.assignment_id, title: assignment_title } : null,
    }));
  }

  /** Mentors must be active advisor profiles. */
  async function checkMentors(ids: number[]) {
    if (ids.length === 0) return;
    const rows = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(inArray(profiles.id, ids), eq(profiles.profile_type, 'ADVISOR'), eq(profiles.active, true)));
    if (rows.length !== ids.length) throw new ValidationError({ mentor_profile_ids: T.mentorsInvalid });
  }

  function projectValues(b: ProjectBody) {
    return {
      title: b.title.trim(),
      summary: (b.summary ?? '').trim(),
      description: sanitizeRichText(b.description ?? ''),
      duration_weeks: b.duration_weeks ?? null,
      difficulty: b.difficulty ?? 'Beginner',
      team_size: b.team_size ?? 1,
      mentor_profile_ids: unique(b.mentor_profile_ids),
      price_paise: b.price_paise ?? 0,
      skill_ids: unique(b.skill_ids),
      job_role_ids: unique(b.job_role_ids),
      life_skill_ids: unique(b.life_skill_ids),
      programs: [...new Set(b.programs ?? [])],
    };
  }

  /** A task's resource must be published or the caller's own; its activity must be one the caller manages. */
  async function checkTask(caller: LearningCaller, t: ProjectTaskBody) {
    if (t.kind === 'reading' && t.resource_id) {
      const [r] = await db.select().from(resources).where(eq(resources.id, t.resource_id));
      if (!r || !(r.status === 'published' || managesContent(caller, r)))
        throw new ValidationError({ resource_id: T.readingNeedsResource });
    }
    if (t.kind === 'activity' && t.assignment_id) {
      const [a] = await db
        .select({ created_by_profile_id: assignments.created_by_profile_id, active: assignments.active })
        .from(assignments)
        .where(eq(assignments.id, t.assignment_id));
      if (!a || !(caller.isAdmin || (a.created_by_profile_id !== null && a.created_by_profile_id === caller.profileId)))
        throw new ValidationError({ assignment_id: T.activityNotFound });
    }
  }

  /** Renumbers tasks 1..n in this order. */
  async function renumber(tx: Tx, ids: number[]) {
    for (const [n, id] of ids.entries())
      await tx
        .update(projectTasks)
        .set({ seq: n + 1 })
        .where(eq(projectTasks.id, id));
  }

  const projectsApi = {
    async create(caller: LearningCaller, userId: string, body: ProjectBody) {
      const v = projectValues(body);
      await Promise.all([checkRefs(v), checkMentors(v.mentor_profile_ids)]);
      const [row] = await db
        .insert(projects)
        .values({ ...v, ...authorOf(caller, userId) })
        .returning({ id: projects.id });
      return { id: row!.id };
    },
    async update(caller: LearningCaller, id: number, body: ProjectBody) {
      const row = await managedProject(caller, id);
      const v = projectValues(body);
      if (row.status === 'published' && v.price_paise > 0 && !(await paidAccess.onSale('project', id)))
        throw new ValidationError({ price_paise: T.paidNeedsPage });
      await Promise.all([checkRefs(v), checkMentors(v.mentor_profile_ids)]);
      await db
        .update(projects)
        .set({ ...v, updated_at: clock() })
        .where(eq(projects.id, id));
      return projectsApi.show(caller, id);
    },
    async show(caller: LearningCaller | null, id: number): Promise<ProjectDetail> {
      const row = await projectRow(id);
      if (!row) throw new NotFoundError();
      const [summary] = await projectSummaries(caller, [row]);
      const mine = summary!.my_enrolment;
      if (!canSeeContent(caller, row) && !(mine && mine.status !== 'Dropped')) throw new NotFoundError();
      return {
        ...summary!,
        description: row.description,
        tasks: await tasksOf(id),
        can_edit: managesContent(caller, row),
      };
    },
    async list(caller: LearningCaller | null, q: ProjectListQuery) {
      const page = pageRequest(q);
      const where = whereAll(
        visibility(projects, caller, q.mine === 'true'),
        q.difficulty && eq(projects.difficulty, q.difficulty),
        q.skill_id !== undefined && sql`${q.skill_id} = any(${projects.skill_ids})`,
        q.program && sql`${q.program} = any(${projects.programs})`,
        q.query &&
          or(ilike(projects.title, containsPattern(q.query)), ilike(projects.summary, containsPattern(q.query))),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...getTableColumns(projects), ...projectCounts })
          .from(projects)
          .where(where)
          .orderBy(desc(sql`coalesce(${projects.published_at}, ${projects.updated_at})`), desc(projects.id))
          .limit(page.count)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(projects)
          .where(where),
      ]);
      return paged(await projectSummaries(caller, rows), total?.n ?? 0, page);
    },
    /** Projects this caller mentors or manages (my_profile/my_mentored_projects), every status. */
    async mentored(caller: LearningCaller, q: { page: number; count: number }) {
      const page = pageRequest(q);
      const mine = visibility(projects, caller, true);
      const where =
        caller.profileId === null ? mine : or(mine, sql`${caller.profileId} = any(${projects.mentor_profile_ids})`);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...getTableColumns(projects), ...projectCounts })
          .from(projects)
          .where(where)
          .orderBy(desc(projects.updated_at), desc(projects.id))
          .limit(page.count)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(projects)
          .where(where),
      ]);
      return paged(await projectSummaries(caller, rows), total?.n ?? 0, page);
    },
    async publish(caller: LearningCaller, userId: string, id: number) {
      await projectActions.publish(caller, userId, id);
      return projectsApi.show(caller, id);
    },
    async archive(caller: LearningCaller, userId: string, id: number) {
      await projectActions.archive(caller, userId, id);
      return projectsApi.show(caller, id);
    },
    discard: projectActions.discard,

    /** SPEC §4.7: a task is added at its seq (or last); the others move down. Answers the tasks in order. */
    async addTask(caller: LearningCaller, id: number, t: ProjectTaskBody) {
      await managedProject(caller, id);
      await checkTask(caller, t);
      return db.transaction(async (tx) => {
        const ids = (
          await tx
            .select({ id: projectTasks.id })
            .from(projectTasks)
            .where(eq(projectTasks.project_id, id))
            .orderBy(asc(projectTasks.seq), asc(projectTasks.id))
        ).map((r) => r.id);
        if (ids.length >= 60) throw new ValidationError({ tasks: 'A project holds at most 60 tasks' });
        const [row] = await tx
          .insert(projectTasks)
          .values({ ...taskValues(t), project_id: id, seq: ids.length + 1 })
          .returning({ id: projectTasks.id });
        const at = Math.min(Math.max((t.seq ?? ids.length + 1) - 1, 0), ids.length);
        ids.splice(at, 0, row!.id);
        await renumber(tx, ids);
        await tx.update(projects).set({ updated_at: clock() }).where(eq(projects.id, id));
        return tasksOf(id, tx);
      });
    },
    /** A task changes; a new seq moves it there and re-sorts the rest (SPEC §4.7). */
    async updateTask(caller: LearningCaller, id: number, taskId: number, t: ProjectTaskBody) {
      await managedProject(caller, id);
      await checkTask(caller, t);
      return db.transaction(async (tx) => {
        const ids = (
          await tx
            .select({ id: projectTasks.id })
            .from(projectTasks)
            .where(eq(projectTasks.project_id, id))
            .orderBy(asc(projectTasks.seq), asc(projectTasks.id))
        ).map((r) => r.id);
        if (!ids.includes(taskId)) throw new NotFoundError();
        await tx.update(projectTasks).set(taskValues(t)).where(eq(projectTasks.id, taskId));
        if (t.seq !== undefined) {
          const rest = ids.filter((x) => x !== taskId);
          rest.splice(Math.min(Math.max(t.seq - 1, 0), rest.length), 0, taskId);
          await renumber(tx, rest);
        }
        await tx.update(projects).set({ updated_at: clock() }).where(eq(projects.id, id));
        return tasksOf(id, tx);
      });
    },
    async removeTask(caller: LearningCaller, id: number, taskId: number) {
      const row = await managedProject(caller, id);
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(projectTasks)
          .where(and(eq(projectTasks.id, taskId), eq(projectTasks.project_id, id)))
          .returning({ id: projectTasks.id });
        if (gone.length === 0) throw new NotFoundError();
        const ids = (
          await tx
            .select({ id: projectTasks.id })
            .from(projectTasks)
            .where(eq(projectTasks.project_id, id))
            .orderBy(asc(projectTasks.seq), asc(projectTasks.id))
        ).map((r) => r.id);
        await renumber(tx, ids);
        await tx.update(projects).set({ updated_at: clock() }).where(eq(projects.id, row.id));
        return tasksOf(id, tx);
      });
    },
    summaries: projectSummaries,
    counts: projectCounts,
  };

  return { resources: resourcesApi, groups: groupsApi, projects: projectsApi };
}

function taskValues(t: ProjectTaskBody) {
  return {
    kind: t.kind,
    title: t.title.trim(),
    description: sanitizeRichText(t.description ?? ''),
    required: t.required ?? true,
    due_days: t.due_days ?? null,
    resource_id: t.kind === 'reading' ? (t.resource_id ?? null) : null,
    assignment_id: t.kind === 'activity' ? (t.assignment_id ?? null) : null,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
