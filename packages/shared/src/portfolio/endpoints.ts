import {
  createSkillBodySchema,
  createdSkillResponseSchema,
  entryVerificationViewSchema,
  portfolioEntryResponseSchema,
  portfolioResponseSchema,
  portfolioSummariesResponseSchema,
  publicPortfolioQuerySchema,
  publicPortfolioResponseSchema,
  startPortfolioBodySchema,
  verificationDecisionBodySchema,
  verificationDecisionResponseSchema,
  verificationRequestBodySchema,
  verificationRequestResponseSchema,
  verificationTokenParamsSchema,
  visibilityBodySchema,
  visibilityResponseSchema,
  educationBodySchema,
  externalCourseBodySchema,
  externalEventBodySchema,
  externalProjectBodySchema,
  internshipBodySchema,
  readingBodySchema,
  socialClubBodySchema,
  subjectBodySchema,
} from '.';
import { createdIdResponseSchema, idParamsSchema, okResponseSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';

/** Card bodies are built per clock by the API (which dates are in the future): the table holds one on the real clock. */
const realClock = () => new Date();

/** The portfolio routes of the API: each one's schemas, as its route declares them (issue 22). */
export const PORTFOLIO_ENDPOINTS = {
  'POST /api/my_portfolio/portfolios': { body: startPortfolioBodySchema, response: { 201: createdIdResponseSchema } },
  'POST /api/my_portfolio/external_courses': {
    body: externalCourseBodySchema({ now: realClock }),
    response: { 201: portfolioEntryResponseSchema },
  },
  'PUT /api/my_portfolio/external_courses/:id': {
    params: idParamsSchema,
    body: externalCourseBodySchema({ now: realClock, editing: true }),
    response: { 200: portfolioEntryResponseSchema },
  },
  'POST /api/my_portfolio/readings': {
    body: readingBodySchema({ now: realClock }),
    response: { 201: portfolioEntryResponseSchema },
  },
  'PUT /api/my_portfolio/readings/:id': {
    params: idParamsSchema,
    body: readingBodySchema({ now: realClock, editing: true }),
    response: { 200: portfolioEntryResponseSchema },
  },
  'POST /api/my_portfolio/articles': {
    body: readingBodySchema({ now: realClock }),
    response: { 201: portfolioEntryResponseSchema },
  },
  'PUT /api/my_portfolio/articles/:id': {
    params: idParamsSchema,
    body: readingBodySchema({ now: realClock, editing: true }),
    response: { 200: portfolioEntryResponseSchema },
  },
  'POST /api/my_portfolio/educations': {
    body: educationBodySchema({ now: realClock }),
    response: { 201: portfolioEntryResponseSchema },
  },
  'PUT /api/my_portfolio/educations/:id': {
    params: idParamsSchema,
    body: educationBodySchema({ now: realClock, editing: true }),
    response: { 200: portfolioEntryResponseSchema },
  },
  'POST /api/my_portfolio/social_clubs': {
    body: socialClubBodySchema({ now: realClock }),
    response: { 201: portfolioEntryResponseSchema },
  },
  'PUT /api/my_portfolio/social_clubs/:id': {
    params: idParamsSchema,
    body: socialClubBodySchema({ now: realClock, editing: true }),
    response: { 200: portfolioEntryResponseSchema },
  },
  'POST /api/my_portfolio/internships': {
    body: internshipBodySchema({ now: realClock }),
    response: { 201: portfolioEntryResponseSchema },
  },
  'PUT /api/my_portfolio/internships/:id': {
    params: idParamsSchema,
    body: internshipBodySchema({ now: realClock, editing: true }),
    response: { 200: portfolioEntryResponseSchema },
  },
  'POST /api/my_portfolio/external_projects': {
    body: externalProjectBodySchema({ now: realClock }),
    response: { 201: portfolioEntryResponseSchema },
  },
  'PUT /api/my_portfolio/external_projects/:id': {
    params: idParamsSchema,
    body: externalProjectBodySchema({ now: realClock, editing: true }),
    response: { 200: portfolioEntryResponseSchema },
  },
  'POST /api/my_portfolio/external_events': {
    body: externalEventBodySchema({ now: realClock }),
    response: { 201: portfolioEntryResponseSchema },
  },
  'PUT /api/my_portfolio/external_events/:id': {
    params: idParamsSchema,
    body: externalEventBodySchema({ now: realClock, editing: true }),
    response: { 200: portfolioEntryResponseSchema },
  },
  'POST /api/my_portfolio/subjects': {
    body: subjectBodySchema({ now: realClock }),
    response: { 201: portfolioEntryResponseSchema },
  },
  'PUT /api/my_portfolio/subjects/:id': {
    params: idParamsSchema,
    body: subjectBodySchema({ now: realClock, editing: true }),
    response: { 200: portfolioEntryResponseSchema },
  },
  'GET /api/my_portfolio/portfolios': { response: { 200: portfolioResponseSchema } },
  'GET /api/my_portfolio/portfolios/:id': { params: idParamsSchema, response: { 200: portfolioResponseSchema } },
  'GET /api/my_portfolio/profile_portfolios': { response: { 200: portfolioSummariesResponseSchema } },
  'PUT /api/my_portfolio/visibility': { body: visibilityBodySchema, response: { 200: visibilityResponseSchema } },
  'GET /api/public_portfolio': {
    querystring: publicPortfolioQuerySchema,
    response: { 200: publicPortfolioResponseSchema },
  },
  'POST /api/skills': {
    body: createSkillBodySchema,
    response: { 200: createdSkillResponseSchema, 201: createdSkillResponseSchema },
  },
  'POST /api/my_portfolio/verifications': {
    body: verificationRequestBodySchema,
    response: { 201: verificationRequestResponseSchema },
  },
  'GET /api/entry_verifications/:token': {
    params: verificationTokenParamsSchema,
    response: { 200: entryVerificationViewSchema },
  },
  'POST /api/entry_verifications/:token': {
    params: verificationTokenParamsSchema,
    body: verificationDecisionBodySchema,
    response: { 200: verificationDecisionResponseSchema },
  },
  'DELETE /api/my_portfolio/external_courses/:id': { params: idParamsSchema, response: { 200: okResponseSchema } },
  'DELETE /api/my_portfolio/readings/:id': { params: idParamsSchema, response: { 200: okResponseSchema } },
  'DELETE /api/my_portfolio/articles/:id': { params: idParamsSchema, response: { 200: okResponseSchema } },
  'DELETE /api/my_portfolio/educations/:id': { params: idParamsSchema, response: { 200: okResponseSchema } },
  'DELETE /api/my_portfolio/social_clubs/:id': { params: idParamsSchema, response: { 200: okResponseSchema } },
  'DELETE /api/my_portfolio/internships/:id': { params: idParamsSchema, response: { 200: okResponseSchema } },
  'DELETE /api/my_portfolio/external_projects/:id': { params: idParamsSchema, response: { 200: okResponseSchema } },
  'DELETE /api/my_portfolio/external_events/:id': { params: idParamsSchema, response: { 200: okResponseSchema } },
  'DELETE /api/my_portfolio/subjects/:id': { params: idParamsSchema, response: { 200: okResponseSchema } },
  'GET /api/generate_portfolio_pdf/:id': { params: idParamsSchema, response: {} },
} as const satisfies EndpointTable;
