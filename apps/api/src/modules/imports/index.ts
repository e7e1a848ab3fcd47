import { QUEUES } from '../../lib/queue';
import type { AppModule } from '../module';
import { enrolmentsTool } from './enrolments-tool';
import { createImportsRepo } from './imports.repo';
import { importsRoutes } from './imports.routes';
import { createImportsService } from './imports.service';
import { createPipeline, type Phase } from './pipeline';
import { portfolioTool } from './portfolio-tool';
import { profilesTool } from './profiles-tool';
import type { ImportToolHandler } from './tool';

export { createPipeline };

declare module '../module' {
  interface ModuleOptions {
    /** Runs after each chunk of an import's phase (tests stop a worker mid-commit with it). */
    importChunkHook?: (phase: Phase, importId: number, chunk: number) => void | Promise<void>;
  }
}

/** How long a phase may look idle before the sweep sends its job again (a lost job, a dead worker). */
const STALE_MS = 10 * 60 * 1000;

/** Bulk imports (issue 29, decision 0086): one pipeline, each tool a handler; enrolment targets from their owners. */
export const importsModule: AppModule = {
  name: 'imports',
  register(ctx) {
    const { db, queue, storage, clock } = ctx;
    const identity = ctx.use('identityProvider');
    const targets = [
      ctx.use('eventEnrolments'),
      ctx.use('clubEnrolments'),
      ...ctx.use('learningEnrolments'),
      ctx.use('quizEnrolments'),
      ctx.use('questEnrolments'),
      ctx.use('activityEnrolments'),
    ];
    const mentorTargets = ctx.use('learningMentorTargets');
    const repo = createImportsRepo(db);
    const tools = new Map<string, ImportToolHandler>(
      [
        profilesTool({ invite: (emails) => queue.send('import-invitations', { emails }).then(() => undefined) }),
        enrolmentsTool(targets),
        enrolmentsTool(mentorTargets, 'ADVISOR'),
        portfolioTool(ctx.use('portfolioRecords')),
      ].map((t) => [t.tool, t]),
    );
    const pipeline = createPipeline({ db, storage, repo, tools, clock, onChunk: ctx.options.importChunkHook });
    const service = createImportsService({ db, repo, storage, queue, clock, targets, mentorTargets });

    queue.work<{ import_id: number; phase: Phase; actor_user_id?: string }>(
      'bulk-import',
      async (job, { retryCount }) => {
        try {
          if (job.phase === 'dry_run') await pipeline.dryRun(job.import_id);
          else if (job.phase === 'commit') await pipeline.commit(job.import_id);
          else await pipeline.undo(job.import_id, job.actor_user_id ?? null);
        } catch (err) {
          // The last try: the import says it stopped (what was committed stays committed and can be undone).
          if (retryCount >= QUEUES['bulk-import'].retryLimit) await pipeline.fail(job.import_id);
          throw err;
        }
      },
    );
    queue.work<{ emails: string[] }>('import-invitations', async ({ emails }) => {
      // The reset link lets the new student set their own password (a file never carries one).
      for (const email of emails) await identity.requestPasswordReset(email);
    });
    ctx.every(5 * 60 * 1000, 'import-sweep', async () => {
      for (const s of await repo.stale(new Date(clock().getTime() - STALE_MS))) {
        const phase: Phase = s.status === 'validating' ? 'dry_run' : s.status === 'committing' ? 'commit' : 'undo';
        await queue.send(
          'bulk-import',
          { import_id: s.id, phase },
          { singletonKey: `import-${s.id}`, singletonSeconds: 300 },
        );
      }
    });
    ctx.routes((api) => api.register(importsRoutes, { service }));
  },
};
