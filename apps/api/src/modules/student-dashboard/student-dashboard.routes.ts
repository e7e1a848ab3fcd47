import { myEntityCountsResponseSchema, studentDashboardResponseSchema } from '@lbd/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../lib/access';
import { profileOf } from '../../lib/actor';
import type { MyEntityCounts } from '@lbd/shared';
import type { StudentDashboardService } from './student-dashboard.service';

/** Only a student has this dashboard: it reads the caller's own portfolio, applications and events. */
const STUDENT: Access = { profiles: ['STUDENT'] };

/** The student's first page after signing in (SPEC §2.1 /dashboard; issue 24 item 1). */
export const studentDashboardRoutes: FastifyPluginAsyncZod<{
  service: StudentDashboardService;
  counts: (profileId: number) => Promise<MyEntityCounts>;
}> = async (app, { service, counts }) => {
  app.get(
    '/student_dashboard',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['dashboards'],
        summary: "The signed-in student's dashboard",
        response: { 200: studentDashboardResponseSchema },
      },
    },
    async (req) => ({ data: await service.get(profileOf(req).id) }),
  );

  // SPEC §7.4 get_my_entity_counts: what the student takes part in, counted.
  app.get(
    '/get_my_entity_counts',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['dashboards'],
        summary: "The signed-in student's jobs, internships, events, clubs and activities, counted",
        response: { 200: myEntityCountsResponseSchema },
      },
    },
    async (req) => ({ data: await counts(profileOf(req).id) }),
  );
};
