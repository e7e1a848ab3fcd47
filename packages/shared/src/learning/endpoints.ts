import { noContentSchema, pagingQuerySchema } from '../api';
import type { EndpointTable } from '../endpoint-table';
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
  learningIdParamsSchema as params,
  learningUploadBodySchema,
  learningUploadResponseSchema,
  learningRequestResponseSchema,
  mentoredProjectsQuerySchema,
  mentorRequestsQuerySchema,
  mentorRequestsResponseSchema,
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
} from './schemas';

const noContent = { 204: noContentSchema };

/** The learning routes of the API (issue 25, decision 0073): each one's schemas, as its route declares them. */
export const LEARNING_ENDPOINTS = {
  'GET /api/resources': { querystring: resourceListQuerySchema, response: { 200: resourceListResponseSchema } },
  'GET /api/webresources': { querystring: resourceListQuerySchema, response: { 200: resourceListResponseSchema } },
  'GET /api/resources/:id': { params, response: { 200: resourceDetailResponseSchema } },
  'POST /api/resources': { body: resourceBodySchema, response: { 201: learningCreatedSchema } },
  'PUT /api/resources/:id': { params, body: resourceBodySchema, response: { 200: resourceDetailResponseSchema } },
  'POST /api/resources/:id/publish': { params, response: { 200: resourceDetailResponseSchema } },
  'POST /api/resources/:id/archive': { params, response: { 200: resourceDetailResponseSchema } },
  'DELETE /api/resources/:id': { params, response: noContent },
  // A file resource's file: reserve an upload, PUT the bytes to its signed URL, confirm (checked by content).
  'POST /api/resources/:id/file_uploads': {
    params,
    body: learningUploadBodySchema,
    response: { 201: learningUploadResponseSchema },
  },
  'POST /api/resources/:id/file_uploads/:uploadId/confirm': {
    params: resourceUploadParamsSchema,
    response: { 200: resourceDetailResponseSchema },
  },
  'GET /api/resources/:id/file': { params, response: { 200: learningFileResponseSchema } },
  'DELETE /api/resources/:id/file': { params, response: { 200: resourceDetailResponseSchema } },

  'POST /api/filter_resource_groups': {
    body: filterResourceGroupsBodySchema,
    response: { 200: resourceGroupListResponseSchema },
  },
  'GET /api/resource_groups/:id': { params, response: { 200: resourceGroupDetailResponseSchema } },
  'POST /api/resource_groups': { body: resourceGroupBodySchema, response: { 201: learningCreatedSchema } },
  'PUT /api/resource_groups/:id': {
    params,
    body: resourceGroupBodySchema,
    response: { 200: resourceGroupDetailResponseSchema },
  },
  'POST /api/resource_groups/:id/publish': { params, response: { 200: resourceGroupDetailResponseSchema } },
  'POST /api/resource_groups/:id/archive': { params, response: { 200: resourceGroupDetailResponseSchema } },
  'DELETE /api/resource_groups/:id': { params, response: noContent },

  'GET /api/fetch_mentor_quiz_activity_data_groups': {
    querystring: dataGroupsQuerySchema,
    response: { 200: activityDataGroupsResponseSchema },
  },
  'GET /api/list/project': { querystring: projectListQuerySchema, response: { 200: projectListResponseSchema } },
  'GET /api/recommended/projects': {
    querystring: pagingQuerySchema,
    response: { 200: projectListResponseSchema },
  },
  'GET /api/recommended/resource_groups': {
    querystring: pagingQuerySchema,
    response: { 200: resourceGroupListResponseSchema },
  },
  'GET /api/projects/:id': { params, response: { 200: projectDetailResponseSchema } },
  'POST /api/projects': { body: projectBodySchema, response: { 201: learningCreatedSchema } },
  'PUT /api/projects/:id': { params, body: projectBodySchema, response: { 200: projectDetailResponseSchema } },
  'POST /api/projects/:id/publish': { params, response: { 200: projectDetailResponseSchema } },
  'POST /api/projects/:id/archive': { params, response: { 200: projectDetailResponseSchema } },
  'DELETE /api/projects/:id': { params, response: noContent },
  'POST /api/projects/:id/tasks': { params, body: projectTaskBodySchema, response: { 201: projectTaskResponseSchema } },
  'PUT /api/projects/:id/tasks/:taskId': {
    params: taskParamsSchema,
    body: projectTaskBodySchema,
    response: { 200: projectTaskResponseSchema },
  },
  'DELETE /api/projects/:id/tasks/:taskId': { params: taskParamsSchema, response: { 200: projectTaskResponseSchema } },
  'GET /api/my_profile/my_mentored_projects': {
    querystring: mentoredProjectsQuerySchema,
    response: { 200: projectListResponseSchema },
  },

  'POST /api/projects/:id/enrol': {
    params,
    body: learningEnrolBodySchema,
    response: { 200: myLearningResponseSchema },
  },
  'DELETE /api/projects/:id/enrol': { params, response: { 200: myLearningResponseSchema } },
  'POST /api/resource_groups/:id/enrol': {
    params,
    body: learningEnrolBodySchema,
    response: { 200: myLearningResponseSchema },
  },
  'DELETE /api/resource_groups/:id/enrol': { params, response: { 200: myLearningResponseSchema } },
  'POST /api/learning_enrolments': { body: enrolStudentsBodySchema, response: { 200: enrolStudentsResultSchema } },
  'GET /api/get_my_learnings': { querystring: myLearningsQuerySchema, response: { 200: myLearningsResponseSchema } },
  'GET /api/my_profile/my_projects': {
    querystring: myProjectsQuerySchema,
    response: { 200: myLearningsResponseSchema },
  },
  'GET /api/my_profile/my_projects/:id': { params, response: { 200: myLearningDetailResponseSchema } },
  'GET /api/my_profile/my_resource_groups': {
    querystring: myProjectsQuerySchema,
    response: { 200: myLearningsResponseSchema },
  },
  'GET /api/my_profile/my_resource_groups/:id': { params, response: { 200: myLearningDetailResponseSchema } },
  'POST /api/my_profile/my_resource_groups/:id/items/:itemId/complete': {
    params: myItemParamsSchema,
    response: { 200: myLearningDetailResponseSchema },
  },
  'POST /api/my_profile/my_projects/:id/tasks/:itemId/complete': {
    params: myItemParamsSchema,
    response: { 200: myLearningDetailResponseSchema },
  },

  // A deliverable's attachments: uploaded and confirmed one by one, then named by the submission.
  'POST /api/my_profile/my_projects/:id/tasks/:itemId/file_uploads': {
    params: myItemParamsSchema,
    body: learningUploadBodySchema,
    response: { 201: learningUploadResponseSchema },
  },
  'POST /api/my_profile/my_projects/:id/tasks/:itemId/file_uploads/:uploadId/confirm': {
    params: submissionUploadParamsSchema,
    response: { 200: learningFileResponseSchema },
  },
  'DELETE /api/my_profile/my_projects/:id/tasks/:itemId/file_uploads/:uploadId': {
    params: submissionUploadParamsSchema,
    response: noContent,
  },
  'POST /api/my_profile/my_projects/:id/tasks/:itemId/submissions': {
    params: myItemParamsSchema,
    body: submissionBodySchema,
    response: { 201: myLearningDetailResponseSchema },
  },
  'POST /api/project_submissions/:id/comments': {
    params,
    body: submissionCommentBodySchema,
    response: { 201: submissionResponseSchema },
  },
  'GET /api/project_reviews': { querystring: reviewQueueQuerySchema, response: { 200: reviewQueueResponseSchema } },
  'POST /api/admin/evaluate_my_project': { body: evaluateBodySchema, response: { 200: submissionResponseSchema } },

  'GET /api/pending_tasks': { response: { 200: pendingTasksResponseSchema } },
  'GET /api/pending_tasks_by_intervention': {
    querystring: pendingTasksByInterventionQuerySchema,
    response: { 200: pendingTasksResponseSchema },
  },

  'POST /api/skip_resource_group_unit': {
    body: skipRequestBodySchema,
    response: { 201: learningRequestResponseSchema },
  },
  'POST /api/request_extension': { body: extensionRequestBodySchema, response: { 201: learningRequestResponseSchema } },
  'GET /api/learning_requests': {
    querystring: mentorRequestsQuerySchema,
    response: { 200: mentorRequestsResponseSchema },
  },
  'PUT /api/learning_requests/:id': {
    params,
    body: decideRequestBodySchema,
    response: { 200: learningRequestResponseSchema },
  },
  'PUT /api/learning_accommodations/:profile_id': {
    params: accommodationParamsSchema,
    body: accommodationBodySchema,
    response: { 200: accommodationResponseSchema },
  },

  'GET /api/project_status_counter': { querystring: projectQuerySchema, response: { 200: projectStatusCounterSchema } },
  'GET /api/project_status_split': { querystring: projectQuerySchema, response: { 200: projectStatusSplitSchema } },
  'GET /api/my_profile/project_applicants': {
    querystring: projectApplicantsQuerySchema,
    response: { 200: projectApplicantsResponseSchema },
  },
  'GET /api/my_profile/project_applicants_org_split': {
    querystring: projectQuerySchema,
    response: { 200: projectOrgSplitSchema },
  },
} as const satisfies EndpointTable;
