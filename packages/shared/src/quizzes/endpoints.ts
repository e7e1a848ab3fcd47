import { noContentSchema } from '../api';
import type { EndpointTable } from '../endpoint-table';
import { dataEnvelope } from '../api';
import { z } from 'zod';
import {
  quizStatsResponseSchema,
  answerParamsSchema,
  essayQueueQuerySchema,
  essayQueueResponseSchema,
  gradeAnswerBodySchema,
  gradedAnswerResponseSchema,
  mentorAttemptResponseSchema,
  quizAttemptsQuerySchema,
  quizAttemptsResponseSchema,
  regradeResponseSchema,
  attemptAnswerParamsSchema,
  attemptClockSchema,
  attemptEventsBodySchema,
  attemptResponseSchema,
  bankQuestionBodySchema,
  bankQuestionParamsSchema,
  bankQuestionResponseSchema,
  bankQuestionsResponseSchema,
  questionBankBodySchema,
  questionBankDetailResponseSchema,
  questionBankListQuerySchema,
  questionBankListResponseSchema,
  quizAccommodationBodySchema,
  quizAccommodationResultSchema,
  quizBodySchema,
  quizDetailResponseSchema,
  quizIdParamsSchema,
  quizListQuerySchema,
  quizListResponseSchema,
  quizSlotBodySchema,
  quizSlotParamsSchema,
  quizSlotsResponseSchema,
  savedAnswerSchema,
  saveAnswerBodySchema,
  swapBodySchema,
} from './schemas';
import { exportQuerySchema, importQuerySchema, importReportResponseSchema } from './transfer';

const params = quizIdParamsSchema;
const noContent = { 204: noContentSchema };
export const quizCreatedSchema = dataEnvelope(z.object({ id: z.number().int() }));
export const attemptEventsResultSchema = dataEnvelope(z.object({ recorded: z.number().int() }));

/** The quiz routes of the API (issue 26, decision 0075): each one's schemas, as its route declares them. */
export const QUIZZES_ENDPOINTS = {
  'GET /api/question_banks': {
    querystring: questionBankListQuerySchema,
    response: { 200: questionBankListResponseSchema },
  },
  'POST /api/question_banks': { body: questionBankBodySchema, response: { 201: quizCreatedSchema } },
  'GET /api/question_banks/:id': { params, response: { 200: questionBankDetailResponseSchema } },
  'PUT /api/question_banks/:id': {
    params,
    body: questionBankBodySchema,
    response: { 200: questionBankDetailResponseSchema },
  },
  'POST /api/question_banks/:id/publish': { params, response: { 200: questionBankDetailResponseSchema } },
  'POST /api/question_banks/:id/archive': { params, response: { 200: questionBankDetailResponseSchema } },
  'DELETE /api/question_banks/:id': { params, response: noContent },
  'POST /api/question_banks/:id/questions': {
    params,
    body: bankQuestionBodySchema,
    response: { 201: bankQuestionResponseSchema },
  },
  'PUT /api/question_banks/:id/questions/:questionId': {
    params: bankQuestionParamsSchema,
    body: bankQuestionBodySchema,
    response: { 200: bankQuestionResponseSchema },
  },
  'DELETE /api/question_banks/:id/questions/:questionId': {
    params: bankQuestionParamsSchema,
    response: { 200: bankQuestionsResponseSchema },
  },
  'POST /api/question_banks/:id/questions/swap': {
    params,
    body: swapBodySchema,
    response: { 200: bankQuestionsResponseSchema },
  },

  'GET /api/quizzes': { querystring: quizListQuerySchema, response: { 200: quizListResponseSchema } },
  'POST /api/quizzes': { body: quizBodySchema, response: { 201: quizCreatedSchema } },
  'GET /api/quizzes/:id': { params, response: { 200: quizDetailResponseSchema } },
  'PUT /api/quizzes/:id': { params, body: quizBodySchema, response: { 200: quizDetailResponseSchema } },
  'POST /api/quizzes/:id/publish': { params, response: { 200: quizDetailResponseSchema } },
  'POST /api/quizzes/:id/archive': { params, response: { 200: quizDetailResponseSchema } },
  'DELETE /api/quizzes/:id': { params, response: noContent },
  'POST /api/quizzes/:id/slots': { params, body: quizSlotBodySchema, response: { 201: quizSlotsResponseSchema } },
  'PUT /api/quizzes/:id/slots/:slotId': {
    params: quizSlotParamsSchema,
    body: quizSlotBodySchema,
    response: { 200: quizSlotsResponseSchema },
  },
  'DELETE /api/quizzes/:id/slots/:slotId': { params: quizSlotParamsSchema, response: { 200: quizSlotsResponseSchema } },
  'POST /api/quizzes/:id/slots/swap': { params, body: swapBodySchema, response: { 200: quizSlotsResponseSchema } },

  'POST /api/quizzes/:id/attempts': { params, response: { 201: attemptResponseSchema } },
  'GET /api/attempts/:id': { params, response: { 200: attemptResponseSchema } },
  'GET /api/attempts/:id/clock': { params, response: { 200: attemptClockSchema } },
  'PUT /api/attempts/:id/answers/:position': {
    params: attemptAnswerParamsSchema,
    body: saveAnswerBodySchema,
    response: { 200: savedAnswerSchema },
  },
  'POST /api/attempts/:id/submit': { params, response: { 200: attemptResponseSchema } },
  'POST /api/attempts/:id/events': {
    params,
    body: attemptEventsBodySchema,
    response: { 201: attemptEventsResultSchema },
  },
  'GET /api/quizzes/:id/attempts': {
    params,
    querystring: quizAttemptsQuerySchema,
    response: { 200: quizAttemptsResponseSchema },
  },
  'GET /api/quizzes/:id/stats': { params, response: { 200: quizStatsResponseSchema } },
  'GET /api/quiz_attempts/:id': { params, response: { 200: mentorAttemptResponseSchema } },
  'GET /api/essay_queue': { querystring: essayQueueQuerySchema, response: { 200: essayQueueResponseSchema } },
  'PUT /api/attempt_answers/:id/grade': {
    params: answerParamsSchema,
    body: gradeAnswerBodySchema,
    response: { 200: gradedAnswerResponseSchema },
  },
  'POST /api/question_banks/:id/questions/:questionId/regrade': {
    params: bankQuestionParamsSchema,
    response: { 200: regradeResponseSchema },
  },
  'POST /api/quiz_accommodations': {
    body: quizAccommodationBodySchema,
    response: { 201: quizAccommodationResultSchema },
  },

  // Import and export (decision 0076): files answer with their own content types (no JSON schema).
  'GET /api/question_banks/template.csv': { response: {} },
  'GET /api/question_banks/template.xlsx': { response: {} },
  /** multipart/form-data with one file (CSV, XLSX, GIFT or Moodle XML, told apart by content). */
  'POST /api/question_banks/:id/import': {
    params,
    querystring: importQuerySchema,
    response: { 200: importReportResponseSchema },
  },
  'GET /api/question_banks/:id/export': { params, querystring: exportQuerySchema, response: {} },
} as const satisfies EndpointTable;
