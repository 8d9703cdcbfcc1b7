import {
  API_OPERATIONS,
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
import { SIGNED_IN_PROBLEMS } from '../plugins/problem-responses';
import { caller } from '../plugins/identity';
import { reportNotFound } from '../domain/errors';
import { clearAnswers, getAnswers, saveAnswers } from '../services/personality-answers';
import {
  createReport,
  deleteReport,
  findSharedReport,
  latestOwnReport,
  ownReport,
  reportAnswers,
  reportHistory,
} from '../services/personality-reports';
import { shareReport, stopSharingReport } from '../services/personality-sharing';

/** The personality test's answers and reports, scored on the server. */
export const personalityRoutes: FastifyPluginAsyncZod<{ db: Database }> =
  async function personality(app, { db }) {
    app.addHook('onRequest', app.requireIdentity);
    const tags = ['personality'];

    app.get(
      API_OPERATIONS.getPersonalityAnswers.path,
      { schema: { tags, response: { 200: personalityAnswersSchema, ...SIGNED_IN_PROBLEMS } } },
      async (request) => getAnswers(db, caller(request).uid),
    );

    app.put(
      API_OPERATIONS.savePersonalityAnswers.path,
      {
        schema: {
          tags,
          body: personalityAnswersUploadSchema,
          response: {
            200: personalityAnswersSchema,
            409: problemSchema,
            422: problemSchema,
            ...SIGNED_IN_PROBLEMS,
          },
        },
      },
      async (request) => saveAnswers(db, caller(request).uid, request.body),
    );

    app.delete(
      API_OPERATIONS.clearPersonalityAnswers.path,
      { schema: { tags, response: { 204: z.null(), ...SIGNED_IN_PROBLEMS } } },
      async (request, reply) => {
        await clearAnswers(db, caller(request).uid);
        return reply.status(204).send(null);
      },
    );

    app.post(
      API_OPERATIONS.createPersonalityReport.path,
      {
        schema: {
          tags,
          body: personalityReportRequestSchema.default({}),
          response: {
            201: createdPersonalityReportSchema,
            409: problemSchema,
            422: problemSchema,
            ...SIGNED_IN_PROBLEMS,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createReport(db, caller(request).uid, request.body)),
    );

    app.get(
      API_OPERATIONS.getPersonalityReport.path,
      {
        // Nothing yet is not an error: a person without a report gets null.
        schema: { tags, response: { 200: latestPersonalityReportSchema, ...SIGNED_IN_PROBLEMS } },
      },
      async (request) => latestOwnReport(db, caller(request).uid),
    );

    app.get(
      API_OPERATIONS.getPersonalityReportHistory.path,
      {
        schema: { tags, response: { 200: personalityReportHistorySchema, ...SIGNED_IN_PROBLEMS } },
      },
      async (request) => reportHistory(db, caller(request).uid),
    );

    app.get(
      API_OPERATIONS.getEarlierPersonalityReport.path,
      {
        schema: {
          tags,
          params: reportParamsSchema,
          response: { 200: personalityReportSchema, 404: problemSchema, ...SIGNED_IN_PROBLEMS },
        },
      },
      async (request) => {
        const report = await ownReport(db, caller(request).uid, request.params.id);
        if (!report) throw reportNotFound();
        return report;
      },
    );

    const ownReportSchema = {
      tags,
      params: reportParamsSchema,
      response: { 204: z.null(), 404: problemSchema, ...SIGNED_IN_PROBLEMS },
    };

    app.get(
      API_OPERATIONS.getReportAnswers.path,
      {
        schema: {
          ...ownReportSchema,
          response: { 200: reportAnswersSchema, 404: problemSchema, ...SIGNED_IN_PROBLEMS },
        },
      },
      async (request) => reportAnswers(db, caller(request).uid, request.params.id),
    );

    // Deleting a report also ends its share link, and takes its answers with it.
    app.delete(
      API_OPERATIONS.deletePersonalityReport.path,
      { schema: ownReportSchema },
      async (request, reply) => {
        await deleteReport(db, caller(request).uid, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.put(
      API_OPERATIONS.sharePersonalityReport.path,
      {
        schema: {
          ...ownReportSchema,
          response: {
            200: personalityShareSchema,
            404: problemSchema,
            409: problemSchema,
            ...SIGNED_IN_PROBLEMS,
          },
        },
      },
      async (request) => ({
        shareId: await shareReport(db, caller(request).uid, request.params.id),
      }),
    );

    app.delete(
      API_OPERATIONS.stopSharingPersonalityReport.path,
      { schema: ownReportSchema },
      async (request, reply) => {
        await stopSharingReport(db, caller(request).uid, request.params.id);
        return reply.status(204).send(null);
      },
    );

    // Anyone signed in who has the link; a revoked or unknown id gets the same 404.
    app.get(
      API_OPERATIONS.getSharedPersonalityReport.path,
      {
        schema: {
          tags,
          params: z.object({ shareId: shareIdSchema }),
          response: { 200: sharedReportLookupSchema, ...SIGNED_IN_PROBLEMS },
        },
      },
      // Null when nothing is shared there: stopped, deleted and never shared look the same.
      async (request) => findSharedReport(db, request.params.shareId),
    );
  };
