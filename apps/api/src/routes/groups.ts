import {
  API_OPERATIONS,
  groupInviteSchema,
  groupMemberParamsSchema,
  groupParamsSchema,
  groupSchema,
  groupViewSchema,
  membershipRequestSchema,
  membershipSchema,
  myGroupsSchema,
  newGroupSchema,
  problemSchema,
} from '@pathwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { SIGNED_IN_PROBLEMS } from '../plugins/problem-responses';
import { caller } from '../plugins/identity';
import {
  closeGroup,
  createGroup,
  groupInvite,
  groupView,
  leaveGroup,
  myGroups,
  removeMember,
  saveMembership,
} from '../services/groups';
import type { OccupationIndex } from '../services/occupation-index';
import type { Translations } from '../catalogue/translations';
import { localisePayload } from '../services/localise';

/**
 * Groups: a maker (a counsellor, a teacher) makes one and hands out its code; whoever joins chooses
 * what of theirs the maker sees, and can change it or leave at any time.
 */
export const groupRoutes: FastifyPluginAsyncZod<{
  db: Database;
  index: OccupationIndex;
  translations: Translations;
}> = async function groupsPlugin(app, { db, index, translations }) {
  app.addHook('onRequest', app.requireIdentity);
  // Career titles in what members share, in the reader's language.
  const inLanguage = <T>(value: T, locale: Parameters<Translations['for']>[0]): T => {
    const tr = translations.for(locale);
    return tr ? (localisePayload(value, tr) as T) : value;
  };
  const tags = ['groups'];
  const gone = { 204: z.null(), 404: problemSchema, ...SIGNED_IN_PROBLEMS };
  /** A read of one group by its code, which answers 404 for a group the caller may not see. */
  const readByCode = (answer: typeof groupViewSchema | typeof groupInviteSchema) => ({
    schema: {
      tags,
      params: groupParamsSchema,
      response: { 200: answer, 404: problemSchema, ...SIGNED_IN_PROBLEMS },
    },
  });

  app.get(
    API_OPERATIONS.getMyGroups.path,
    { schema: { tags, response: { 200: myGroupsSchema, ...SIGNED_IN_PROBLEMS } } },
    async (request) => myGroups(db, caller(request).uid),
  );

  app.post(
    API_OPERATIONS.createGroup.path,
    {
      schema: {
        tags,
        body: newGroupSchema,
        response: {
          201: groupSchema,
          409: problemSchema,
          422: problemSchema,
          ...SIGNED_IN_PROBLEMS,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createGroup(db, caller(request).uid, request.body)),
  );

  // Only the maker's: anyone else gets the 404 of a code that doesn't exist.
  app.get(API_OPERATIONS.getGroupView.path, readByCode(groupViewSchema), async (request) =>
    inLanguage(
      await groupView(db, index, caller(request).uid, request.params.code),
      request.locale,
    ),
  );

  app.delete(
    API_OPERATIONS.closeGroup.path,
    { schema: { tags, params: groupParamsSchema, response: gone } },
    async (request, reply) => {
      await closeGroup(db, caller(request).uid, request.params.code);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    API_OPERATIONS.removeGroupMember.path,
    { schema: { tags, params: groupMemberParamsSchema, response: gone } },
    async (request, reply) => {
      const { code, memberId } = request.params;
      await removeMember(db, caller(request).uid, code, memberId);
      return reply.status(204).send(null);
    },
  );

  app.get(API_OPERATIONS.getGroupInvite.path, readByCode(groupInviteSchema), async (request) =>
    inLanguage(
      await groupInvite(db, index, caller(request).uid, request.params.code),
      request.locale,
    ),
  );

  app.put(
    API_OPERATIONS.saveGroupMembership.path,
    {
      schema: {
        tags,
        params: groupParamsSchema,
        body: membershipRequestSchema,
        response: {
          200: membershipSchema,
          201: membershipSchema,
          404: problemSchema,
          409: problemSchema,
          ...SIGNED_IN_PROBLEMS,
        },
      },
    },
    async (request, reply) => {
      const { membership, created } = await saveMembership(
        db,
        index,
        caller(request).uid,
        request.params.code,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(inLanguage(membership, request.locale));
    },
  );

  // Always works, open or not: a member can take back what they share at any time.
  app.delete(
    API_OPERATIONS.leaveGroup.path,
    {
      schema: {
        tags,
        params: groupParamsSchema,
        response: { 204: z.null(), ...SIGNED_IN_PROBLEMS },
      },
    },
    async (request, reply) => {
      await leaveGroup(db, caller(request).uid, request.params.code);
      return reply.status(204).send(null);
    },
  );
};
