import { noContentSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';
import {
  bankScorecardResponseSchema,
  myQuestionBankResponseSchema,
  myQuizBanksResponseSchema,
  practiceAnswerBodySchema,
  practiceAnswerParamsSchema,
  practiceAnswerResponseSchema,
  practiceCardsResponseSchema,
  practiceSessionResponseSchema,
  quizByteBodySchema,
  quizByteDetailResponseSchema,
  quizByteEnrolResponseSchema,
  quizByteListQuerySchema,
  quizByteListResponseSchema,
  quizByteParamsSchema,
} from './bytes';
import { dataEnvelope } from '../api';
import { z } from 'zod';

const params = quizByteParamsSchema;
export const quizByteCreatedSchema = dataEnvelope(z.object({ id: z.number().int() }));

/** Quiz bytes (issue 26 item 10, decision 0077): the mentor's bytes, enrolment, practice and the student's banks. */
export const QUIZ_BYTES_ENDPOINTS = {
  'GET /api/quiz_bytes': { querystring: quizByteListQuerySchema, response: { 200: quizByteListResponseSchema } },
  'POST /api/quiz_bytes': { body: quizByteBodySchema, response: { 201: quizByteCreatedSchema } },
  'GET /api/quiz_bytes/:id': { params, response: { 200: quizByteDetailResponseSchema } },
  'PUT /api/quiz_bytes/:id': { params, body: quizByteBodySchema, response: { 200: quizByteDetailResponseSchema } },
  'POST /api/quiz_bytes/:id/publish': { params, response: { 200: quizByteDetailResponseSchema } },
  'POST /api/quiz_bytes/:id/archive': { params, response: { 200: quizByteDetailResponseSchema } },
  'DELETE /api/quiz_bytes/:id': { params, response: { 204: noContentSchema } },
  'POST /api/quiz_bytes/:id/enrol': { params, response: { 201: quizByteEnrolResponseSchema } },
  /** `:id` is the student's enrolment (my_quiz_id): today's session, started or resumed. */
  'POST /api/my_quiz_bytes/:id/sessions': { params, response: { 201: practiceSessionResponseSchema } },
  'GET /api/practice_sessions/:id': { params, response: { 200: practiceSessionResponseSchema } },
  'PUT /api/practice_sessions/:id/answers/:position': {
    params: practiceAnswerParamsSchema,
    body: practiceAnswerBodySchema,
    response: { 200: practiceAnswerResponseSchema },
  },
  /** `:id` is the student's own profile id. */
  'GET /api/my_quiz_banks/:id': { params, response: { 200: myQuizBanksResponseSchema } },
  /** `:id` is the bank's id; the answer is the caller's own standing in it. */
  'GET /api/my_question_banks/:id': { params, response: { 200: myQuestionBankResponseSchema } },
  'GET /api/my_question_banks/:id/cards': { params, response: { 200: practiceCardsResponseSchema } },
  'GET /api/question_banks/:id/scorecard': { params, response: { 200: bankScorecardResponseSchema } },
} as const satisfies EndpointTable;
