import {
  latestPersonalityReportSchema,
  createdPersonalityReportSchema,
  personalityAnswersSchema,
  personalityAnswersUploadSchema,
  personalityReportRequestSchema,
  personalityReportHistorySchema,
  personalityReportSchema,
  personalityShareSchema,
  reportAnswersSchema,
  reportParamsSchema,
  problemSchema,
  shareIdSchema,
  sharedReportLookupSchema,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { ApiError } from '../plugins/problem';
import {
  clearAnswers,
  createReport,
  findSharedReport,
  ownReport,
  reportHistory,
  deleteReport,
  reportAnswers,
  shareReport,
  stopSharingReport,
  getAnswers,
  latestReport,
  saveAnswers,
  toReport,
} from '../repositories/personality';

/** The personality test's answers and reports, scored on the server. */
export const personalityRoutes = (db: Database): FastifyPluginAsyncZod =>
  async function personality(app) {
    app.addHook('onRequest', app.requireIdentity);
    const errors = { 400: problemSchema, 401: problemSchema, 429: problemSchema };
    const tags = ['personality'];

    app.get(
      '/api/me/personality/answers',
      { schema: { tags, response: { 200: personalityAnswersSchema, ...errors } } },
      async (request) => getAnswers(db, request.identity!.uid),
    );

    app.put(
      '/api/me/personality/answers',
      {
        schema: {
          tags,
          body: personalityAnswersUploadSchema,
          response: {
            200: personalityAnswersSchema,
            409: problemSchema,
            422: problemSchema,
            ...errors,
          },
        },
      },
      async (request) => saveAnswers(db, request.identity!.uid, request.body),
    );

    app.delete(
      '/api/me/personality/answers',
      { schema: { tags, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await clearAnswers(db, request.identity!.uid);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/me/personality/report',
      {
        schema: {
          tags,
          body: personalityReportRequestSchema.default({}),
          response: {
            201: createdPersonalityReportSchema,
            409: problemSchema,
            422: problemSchema,
            ...errors,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createReport(db, request.identity!.uid, request.body)),
    );

    app.get(
      '/api/me/personality/report',
      {
        // Nothing yet is not an error: a person without a report gets null.
        schema: { tags, response: { 200: latestPersonalityReportSchema, ...errors } },
      },
      async (request) => {
        const row = await latestReport(db, request.identity!.uid);
        return row ? toReport(row) : null;
      },
    );

    app.get(
      '/api/me/personality/reports',
      { schema: { tags, response: { 200: personalityReportHistorySchema, ...errors } } },
      async (request) => reportHistory(db, request.identity!.uid),
    );

    app.get(
      '/api/me/personality/reports/:id',
      {
        schema: {
          tags,
          params: reportParamsSchema,
          response: { 200: personalityReportSchema, 404: problemSchema, ...errors },
        },
      },
      async (request) => {
        const report = await ownReport(db, request.identity!.uid, request.params.id);
        if (!report)
          throw new ApiError(404, 'report_not_found', 'There is no such report of yours.');
        return report;
      },
    );

    const ownReportSchema = {
      tags,
      params: reportParamsSchema,
      response: { 204: z.null(), 404: problemSchema, ...errors },
    };

    app.get(
      '/api/me/personality/reports/:id/answers',
      {
        schema: {
          ...ownReportSchema,
          response: { 200: reportAnswersSchema, 404: problemSchema, ...errors },
        },
      },
      async (request) => reportAnswers(db, request.identity!.uid, request.params.id),
    );

    // Deleting a report also ends its share link, and takes its answers with it.
    app.delete(
      '/api/me/personality/reports/:id',
      { schema: ownReportSchema },
      async (request, reply) => {
        await deleteReport(db, request.identity!.uid, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/api/me/personality/reports/:id/share',
      {
        schema: {
          ...ownReportSchema,
          response: { 200: personalityShareSchema, 404: problemSchema, ...errors },
        },
      },
      async (request) => ({
        shareId: await shareReport(db, request.identity!.uid, request.params.id),
      }),
    );

    app.delete(
      '/api/me/personality/reports/:id/share',
      { schema: ownReportSchema },
      async (request, reply) => {
        await stopSharingReport(db, request.identity!.uid, request.params.id);
        return reply.status(204).send(null);
      },
    );

    // Anyone signed in who has the link; a revoked or unknown id gets the same 404.
    app.get(
      '/api/shared-reports/:shareId',
      {
        schema: {
          tags,
          params: z.object({ shareId: shareIdSchema }),
          response: { 200: sharedReportLookupSchema, ...errors },
        },
      },
      // Null when nothing is shared there: stopped, deleted and never shared look the same.
      async (request) => findSharedReport(db, request.params.shareId),
    );
  };
