import {
  activityDataGroupsResponseSchema,
  dataGroupsQuerySchema,
  accommodationBodySchema,
  accommodationParamsSchema,
  accommodationResponseSchema,
  decideRequestBodySchema,
  enrolStudentsBodySchema,
  enrolStudentsResultSchema,
  evaluateBodySchema,
  extensionRequestBodySchema,
  filterResourceGroupsBodySchema,
  learningCreatedSchema,
  learningEnrolBodySchema,
  learningFileResponseSchema,
  learningIdParamsSchema,
  learningUploadBodySchema,
  learningUploadResponseSchema,
  learningRequestResponseSchema,
  mentoredProjectsQuerySchema,
  mentorRequestsQuerySchema,
  mentorRequestsResponseSchema,
  noContentSchema,
  pagingQuerySchema,
  myItemParamsSchema,
  myLearningDetailResponseSchema,
  myLearningResponseSchema,
  myLearningsQuerySchema,
  myLearningsResponseSchema,
  myProjectsQuerySchema,
  pendingTasksByInterventionQuerySchema,
  pendingTasksResponseSchema,
  projectApplicantsQuerySchema,
  projectApplicantsResponseSchema,
  projectBodySchema,
  projectDetailResponseSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectOrgSplitSchema,
  projectQuerySchema,
  projectStatusCounterSchema,
  projectStatusSplitSchema,
  projectTaskBodySchema,
  projectTaskResponseSchema,
  resourceBodySchema,
  resourceDetailResponseSchema,
  resourceGroupBodySchema,
  resourceGroupDetailResponseSchema,
  resourceGroupListResponseSchema,
  resourceListQuerySchema,
  resourceListResponseSchema,
  resourceUploadParamsSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
  skipRequestBodySchema,
  submissionBodySchema,
  submissionCommentBodySchema,
  submissionResponseSchema,
  submissionUploadParamsSchema,
  taskParamsSchema,
  type LearningKind,
} from '@lbd/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, orgCaller } from '../../lib/actor';
import { ValidationError } from '../../lib/errors';
import type { ContentService } from './content.service';
import type { EnrolmentService } from './enrolment.service';
import type { LearningFilesService } from './learning-files.service';
import type { LearningRecommendations } from './recommendations';
import { AUTHOR_ACCESS, MENTOR_ACCESS, STUDENT_ACCESS, type LearningCaller } from './learning.policy';
import type { RequestsService } from './requests.service';
import type { SubmissionsService } from './submissions';
import type { ViewsService } from './views.service';

export interface LearningRouteDeps {
  content: ContentService;
  enrolment: EnrolmentService;
  submissions: SubmissionsService;
  requests: RequestsService;
  views: ViewsService;
  recommendations: LearningRecommendations;
  files: LearningFilesService;
}

const noContent = { 204: noContentSchema };

/** Learning content (decision 0073): resources, learning paths, projects, enrolment, review, requests. */
export const learningRoutes: FastifyPluginAsyncZod<LearningRouteDeps> = async (app, deps) => {
  const { content, enrolment, submissions, requests, views, recommendations, files } = deps;
  const tags = ['learning'];
  const author = { access: AUTHOR_ACCESS };
  const student = { access: STUDENT_ACCESS };
  /** Paid items answer 402 until the student holds them (issue 30). */
  const paidStudent = { access: STUDENT_ACCESS, answers: [402] };
  /** The signed-in caller (routes whose access requires one); `caller` also for public routes. */
  const who = (req: FastifyRequest): LearningCaller => orgCaller(actorOf(req))!;
  const caller = (req: FastifyRequest): LearningCaller | null => orgCaller(req.actor ?? null);
  const userOf = (req: FastifyRequest) => actorOf(req).userId;
  const params = learningIdParamsSchema;

  // ---- resources ----
  app.get(
    '/resources',
    {
      config: { access: 'public', answers: [403] },
      schema: { tags, querystring: resourceListQuerySchema, response: { 200: resourceListResponseSchema } },
    },
    (req) => content.resources.list(caller(req), req.query),
  );
  app.get(
    '/webresources',
    {
      config: { access: 'public' },
      schema: { tags, querystring: resourceListQuerySchema, response: { 200: resourceListResponseSchema } },
    },
    (req) => content.resources.list(null, { ...req.query, mine: undefined }, true),
  );
  app.get(
    '/resources/:id',
    { config: { access: 'public' }, schema: { tags, params, response: { 200: resourceDetailResponseSchema } } },
    async (req) => ({ data: await content.resources.show(caller(req), req.params.id) }),
  );
  app.post(
    '/resources',
    { config: author, schema: { tags, body: resourceBodySchema, response: { 201: learningCreatedSchema } } },
    async (req, reply) =>
      reply.code(201).send({ data: await content.resources.create(who(req), userOf(req), req.body) }),
  );
  app.put(
    '/resources/:id',
    {
      config: author,
      schema: { tags, params, body: resourceBodySchema, response: { 200: resourceDetailResponseSchema } },
    },
    async (req) => ({ data: await content.resources.update(who(req), req.params.id, req.body) }),
  );
  for (const [action, run] of [
    ['publish', content.resources.publish],
    ['archive', content.resources.archive],
  ] as const)
    app.post(
      `/resources/:id/${action}`,
      { config: author, schema: { tags, params, response: { 200: resourceDetailResponseSchema } } },
      async (req) => ({ data: await run(who(req), userOf(req), req.params.id) }),
    );
  app.delete(
    '/resources/:id',
    { config: author, schema: { tags, params, response: noContent } },
    async (req, reply) => {
      await files.discardResource(who(req), userOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  // A file resource's file (decision 0074): reserve, PUT to the signed URL, confirm; replace; remove; download.
  app.post(
    '/resources/:id/file_uploads',
    {
      config: author,
      schema: { tags, params, body: learningUploadBodySchema, response: { 201: learningUploadResponseSchema } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await files.reserveResourceFile(who(req), userOf(req), req.params.id, req.body) }),
  );
  app.post(
    '/resources/:id/file_uploads/:uploadId/confirm',
    {
      config: author,
      schema: { tags, params: resourceUploadParamsSchema, response: { 200: resourceDetailResponseSchema } },
    },
    async (req) => ({ data: await files.confirmResourceFile(who(req), req.params.id, req.params.uploadId) }),
  );
  app.get(
    '/resources/:id/file',
    { config: { access: 'public' }, schema: { tags, params, response: { 200: learningFileResponseSchema } } },
    async (req) => ({ data: await files.resourceFile(caller(req), req.params.id) }),
  );
  app.delete(
    '/resources/:id/file',
    { config: author, schema: { tags, params, response: { 200: resourceDetailResponseSchema } } },
    async (req) => ({ data: await files.removeResourceFile(who(req), req.params.id) }),
  );

  // ---- learning paths ----
  app.post(
    '/filter_resource_groups',
    {
      config: { access: 'public', answers: [403] },
      schema: { tags, body: filterResourceGroupsBodySchema, response: { 200: resourceGroupListResponseSchema } },
    },
    (req) => content.groups.filter(caller(req), req.body),
  );
  app.get(
    '/resource_groups/:id',
    { config: { access: 'public' }, schema: { tags, params, response: { 200: resourceGroupDetailResponseSchema } } },
    async (req) => ({ data: await content.groups.show(caller(req), req.params.id) }),
  );
  app.post(
    '/resource_groups',
    { config: author, schema: { tags, body: resourceGroupBodySchema, response: { 201: learningCreatedSchema } } },
    async (req, reply) => reply.code(201).send({ data: await content.groups.create(who(req), userOf(req), req.body) }),
  );
  app.put(
    '/resource_groups/:id',
    {
      config: author,
      schema: { tags, params, body: resourceGroupBodySchema, response: { 200: resourceGroupDetailResponseSchema } },
    },
    async (req) => ({ data: await content.groups.update(who(req), userOf(req), req.params.id, req.body) }),
  );
  for (const [action, run] of [
    ['publish', content.groups.publish],
    ['archive', content.groups.archive],
  ] as const)
    app.post(
      `/resource_groups/:id/${action}`,
      { config: author, schema: { tags, params, response: { 200: resourceGroupDetailResponseSchema } } },
      async (req) => ({ data: await run(who(req), userOf(req), req.params.id) }),
    );
  app.delete(
    '/resource_groups/:id',
    { config: author, schema: { tags, params, response: noContent } },
    async (req, reply) => {
      await content.groups.discard(who(req), userOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  // ---- projects ----
  app.get(
    '/list/project',
    {
      config: { access: 'public', answers: [403] },
      schema: { tags, querystring: projectListQuerySchema, response: { 200: projectListResponseSchema } },
    },
    (req) => content.projects.list(caller(req), req.query),
  );
  app.get(
    '/projects/:id',
    { config: { access: 'public' }, schema: { tags, params, response: { 200: projectDetailResponseSchema } } },
    async (req) => ({ data: await content.projects.show(caller(req), req.params.id) }),
  );
  app.post(
    '/projects',
    { config: author, schema: { tags, body: projectBodySchema, response: { 201: learningCreatedSchema } } },
    async (req, reply) =>
      reply.code(201).send({ data: await content.projects.create(who(req), userOf(req), req.body) }),
  );
  app.put(
    '/projects/:id',
    {
      config: author,
      schema: { tags, params, body: projectBodySchema, response: { 200: projectDetailResponseSchema } },
    },
    async (req) => ({ data: await content.projects.update(who(req), req.params.id, req.body) }),
  );
  for (const [action, run] of [
    ['publish', content.projects.publish],
    ['archive', content.projects.archive],
  ] as const)
    app.post(
      `/projects/:id/${action}`,
      { config: author, schema: { tags, params, response: { 200: projectDetailResponseSchema } } },
      async (req) => ({ data: await run(who(req), userOf(req), req.params.id) }),
    );
  app.delete('/projects/:id', { config: author, schema: { tags, params, response: noContent } }, async (req, reply) => {
    await content.projects.discard(who(req), userOf(req), req.params.id);
    return reply.code(204).send(null);
  });
  app.post(
    '/projects/:id/tasks',
    {
      config: author,
      schema: { tags, params, body: projectTaskBodySchema, response: { 201: projectTaskResponseSchema } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await content.projects.addTask(who(req), req.params.id, req.body) }),
  );
  app.put(
    '/projects/:id/tasks/:taskId',
    {
      config: author,
      schema: {
        tags,
        params: taskParamsSchema,
        body: projectTaskBodySchema,
        response: { 200: projectTaskResponseSchema },
      },
    },
    async (req) => ({ data: await content.projects.updateTask(who(req), req.params.id, req.params.taskId, req.body) }),
  );
  app.delete(
    '/projects/:id/tasks/:taskId',
    { config: author, schema: { tags, params: taskParamsSchema, response: { 200: projectTaskResponseSchema } } },
    async (req) => ({ data: await content.projects.removeTask(who(req), req.params.id, req.params.taskId) }),
  );
  app.get(
    '/my_profile/my_mentored_projects',
    {
      config: author,
      schema: { tags, querystring: mentoredProjectsQuerySchema, response: { 200: projectListResponseSchema } },
    },
    (req) => content.projects.mentored(who(req), req.query),
  );

  // ---- enrolment ----
  for (const [path, kind] of [
    ['/projects/:id/enrol', 'project'],
    ['/resource_groups/:id/enrol', 'resource_group'],
  ] as const) {
    app.post(
      path,
      {
        config: paidStudent,
        schema: { tags, params, body: learningEnrolBodySchema, response: { 200: myLearningResponseSchema } },
      },
      async (req) => ({ data: await enrolment.enrol(who(req), kind, req.params.id, req.body.status) }),
    );
    app.delete(
      path,
      { config: student, schema: { tags, params, response: { 200: myLearningResponseSchema } } },
      async (req) => ({ data: await enrolment.unenrol(who(req), kind, req.params.id) }),
    );
  }
  app.post(
    '/learning_enrolments',
    { config: author, schema: { tags, body: enrolStudentsBodySchema, response: { 200: enrolStudentsResultSchema } } },
    async (req) => ({ data: await enrolment.enrolStudents(who(req), req.body) }),
  );
  app.get(
    '/get_my_learnings',
    {
      config: student,
      schema: { tags, querystring: myLearningsQuerySchema, response: { 200: myLearningsResponseSchema } },
    },
    async (req) => ({ data: await enrolment.mine(who(req), req.query) }),
  );
  // ---- recommendations: what closes the gaps of the student's career paths, each with why ----
  app.get(
    '/recommended/projects',
    {
      config: student,
      schema: { tags, querystring: pagingQuerySchema, response: { 200: projectListResponseSchema } },
    },
    (req) => recommendations.projects(who(req), req.query),
  );
  app.get(
    '/recommended/resource_groups',
    {
      config: student,
      schema: { tags, querystring: pagingQuerySchema, response: { 200: resourceGroupListResponseSchema } },
    },
    (req) => recommendations.resourceGroups(who(req), req.query),
  );
  for (const [path, kind] of [
    ['/my_profile/my_projects', 'project'],
    ['/my_profile/my_resource_groups', 'resource_group'],
  ] as const) {
    app.get(
      path,
      {
        config: student,
        schema: { tags, querystring: myProjectsQuerySchema, response: { 200: myLearningsResponseSchema } },
      },
      async (req) => ({ data: await enrolment.mine(who(req), { kind, status: req.query.status }) }),
    );
    app.get(
      `${path}/:id`,
      { config: paidStudent, schema: { tags, params, response: { 200: myLearningDetailResponseSchema } } },
      async (req) => ({ data: await enrolment.myDetail(who(req), kind, req.params.id) }),
    );
  }
  const completeRoute = (path: string, kind: LearningKind) =>
    app.post(
      path,
      {
        config: paidStudent,
        schema: { tags, params: myItemParamsSchema, response: { 200: myLearningDetailResponseSchema } },
      },
      async (req) => ({ data: await enrolment.complete(who(req), kind, req.params.id, req.params.itemId) }),
    );
  completeRoute('/my_profile/my_resource_groups/:id/items/:itemId/complete', 'resource_group');
  completeRoute('/my_profile/my_projects/:id/tasks/:itemId/complete', 'project');

  // ---- submissions and review ----
  // A deliverable's attachments: each uploaded and confirmed, then named by the submission (file_ids).
  app.post(
    '/my_profile/my_projects/:id/tasks/:itemId/file_uploads',
    {
      config: student,
      schema: {
        tags,
        params: myItemParamsSchema,
        body: learningUploadBodySchema,
        response: { 201: learningUploadResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        data: await files.reserveSubmissionFile(who(req), userOf(req), req.params.id, req.params.itemId, req.body),
      }),
  );
  app.post(
    '/my_profile/my_projects/:id/tasks/:itemId/file_uploads/:uploadId/confirm',
    {
      config: student,
      schema: { tags, params: submissionUploadParamsSchema, response: { 200: learningFileResponseSchema } },
    },
    async (req) => ({
      data: await files.confirmSubmissionFile(who(req), req.params.id, req.params.itemId, req.params.uploadId),
    }),
  );
  app.delete(
    '/my_profile/my_projects/:id/tasks/:itemId/file_uploads/:uploadId',
    {
      config: student,
      schema: { tags, params: submissionUploadParamsSchema, response: noContent },
    },
    async (req, reply) => {
      await files.removeSubmissionUpload(who(req), req.params.id, req.params.itemId, req.params.uploadId);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/my_profile/my_projects/:id/tasks/:itemId/submissions',
    {
      config: student,
      schema: {
        tags,
        params: myItemParamsSchema,
        body: submissionBodySchema,
        response: { 201: myLearningDetailResponseSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await submissions.submit(who(req), req.params.id, req.params.itemId, req.body) }),
  );
  app.post(
    '/project_submissions/:id/comments',
    {
      config: { access: { profiles: ['STUDENT', 'ADVISOR', 'COMPANY', 'INSTITUTION'], adminToo: 'all_org_content' } },
      schema: { tags, params, body: submissionCommentBodySchema, response: { 201: submissionResponseSchema } },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await submissions.comment(who(req), req.params.id, req.body.body) }),
  );
  app.get(
    '/project_reviews',
    {
      config: author,
      schema: { tags, querystring: reviewQueueQuerySchema, response: { 200: reviewQueueResponseSchema } },
    },
    (req) => submissions.queue(who(req), req.query),
  );
  app.post(
    '/admin/evaluate_my_project',
    { config: author, schema: { tags, body: evaluateBodySchema, response: { 200: submissionResponseSchema } } },
    async (req) => ({ data: await submissions.evaluate(who(req), req.body) }),
  );

  // ---- pending tasks ----
  app.get(
    '/pending_tasks',
    { config: student, schema: { tags, response: { 200: pendingTasksResponseSchema } } },
    async (req) => ({ data: await enrolment.pending(who(req)) }),
  );
  app.get(
    '/pending_tasks_by_intervention',
    {
      config: student,
      schema: {
        tags,
        querystring: pendingTasksByInterventionQuerySchema,
        response: { 200: pendingTasksResponseSchema },
      },
    },
    async (req) => ({ data: await enrolment.pending(who(req), { kind: req.query.type, id: req.query.id }) }),
  );

  // ---- skip and extension requests ----
  app.post(
    '/skip_resource_group_unit',
    {
      config: student,
      schema: { tags, body: skipRequestBodySchema, response: { 201: learningRequestResponseSchema } },
    },
    async (req, reply) => reply.code(201).send({ data: await requests.skip(who(req), req.body) }),
  );
  app.post(
    '/request_extension',
    {
      config: student,
      schema: { tags, body: extensionRequestBodySchema, response: { 201: learningRequestResponseSchema } },
    },
    async (req, reply) => reply.code(201).send({ data: await requests.extension(who(req), req.body) }),
  );
  app.get(
    '/learning_requests',
    {
      config: author,
      schema: { tags, querystring: mentorRequestsQuerySchema, response: { 200: mentorRequestsResponseSchema } },
    },
    (req) => requests.list(who(req), req.query),
  );
  app.put(
    '/learning_requests/:id',
    {
      config: author,
      schema: { tags, params, body: decideRequestBodySchema, response: { 200: learningRequestResponseSchema } },
    },
    async (req) => ({ data: await requests.decide(who(req), userOf(req), req.params.id, req.body) }),
  );
  app.put(
    '/learning_accommodations/:profile_id',
    {
      config: { access: { profiles: ['INSTITUTION'], adminToo: 'all_org_content' } },
      schema: {
        tags,
        params: accommodationParamsSchema,
        body: accommodationBodySchema,
        response: { 200: accommodationResponseSchema },
      },
    },
    async (req) => ({ data: await requests.accommodate(who(req), userOf(req), req.params.profile_id, req.body) }),
  );

  // ---- a project's numbers ----
  const projectId = (q: { project_id?: number }) => {
    if (q.project_id === undefined) throw new ValidationError({ project_id: 'Choose a project' });
    return q.project_id;
  };
  app.get(
    '/fetch_mentor_quiz_activity_data_groups',
    {
      config: { access: MENTOR_ACCESS },
      schema: { tags, querystring: dataGroupsQuerySchema, response: { 200: activityDataGroupsResponseSchema } },
    },
    async (req) => ({ data: await views.activityDataGroups(who(req)) }),
  );
  app.get(
    '/project_status_counter',
    {
      config: author,
      schema: { tags, querystring: projectQuerySchema, response: { 200: projectStatusCounterSchema } },
    },
    async (req) => ({ data: await views.counter(who(req), projectId(req.query)) }),
  );
  app.get(
    '/project_status_split',
    { config: author, schema: { tags, querystring: projectQuerySchema, response: { 200: projectStatusSplitSchema } } },
    async (req) => ({ data: await views.split(who(req), projectId(req.query)) }),
  );
  app.get(
    '/my_profile/project_applicants',
    {
      config: author,
      schema: { tags, querystring: projectApplicantsQuerySchema, response: { 200: projectApplicantsResponseSchema } },
    },
    (req) => views.applicants(who(req), req.query),
  );
  app.get(
    '/my_profile/project_applicants_org_split',
    { config: author, schema: { tags, querystring: projectQuerySchema, response: { 200: projectOrgSplitSchema } } },
    async (req) => ({ data: await views.orgSplit(who(req), projectId(req.query)) }),
  );
};
