import { z } from 'zod';
import { BIG_FIVE_DOMAIN_CODES, bigFiveLevelSchema } from './personality.schemas';
import { careerCodeSchema, fitBandSchema, riasecAreaSchema } from './careers.schemas';
import { DISPLAY_NAME_MAX_LENGTH } from './profile-fields';
import { GROUP_CODE_PATTERN, GROUP_LIMITS, GROUP_SHARES } from './group-rules';
import { lineOfText } from './text';

const dateOnly = z.iso.date('Give a date as YYYY-MM-DD.');

export const groupCodeSchema = z
  .string()
  .regex(GROUP_CODE_PATTERN, 'A group code is 6 letters and digits, such as K7P3QX.');
export const groupParamsSchema = z.object({ code: groupCodeSchema });
export const groupMemberParamsSchema = z.object({ code: groupCodeSchema, memberId: z.uuid() });

/** POST /api/me/groups. */
export const newGroupSchema = z
  .object({
    name: lineOfText({ max: GROUP_LIMITS.nameLength }),
    /** The last day members can join and the maker can see what they share; none: until closed. */
    endsOn: dateOnly.optional(),
  })
  .strict();

/** A group as its maker sees it in their list. */
export const groupSchema = z.object({
  code: groupCodeSchema,
  name: z.string(),
  endsOn: dateOnly.nullable(),
  createdAt: z.iso.datetime(),
  /** When the maker closed it; null while open. */
  closedAt: z.iso.datetime().nullable(),
  /** Open: not closed and not past its end date. Only an open group can be joined or read. */
  open: z.boolean(),
  memberCount: z.number().int().min(0),
});

/** Which items a member shows the group: each true only when they chose it. */
export const groupSharesSchema = z
  .object(
    Object.fromEntries(GROUP_SHARES.map((share) => [share, z.boolean()])) as {
      [K in (typeof GROUP_SHARES)[number]]: z.ZodBoolean;
    },
  )
  .strict();

const stepSchema = z.enum(['not-started', 'started', 'finished']);
const careerLineSchema = z.object({ code: careerCodeSchema, title: z.string() });

/**
 * One member exactly as the group's maker sees them, built in one place for both the maker's view
 * and the member's own preview. An item left out was not shared; null: shared, nothing yet.
 */
export const sharedMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  joinedAt: z.iso.datetime(),
  progress: z.object({ cards: stepSchema, test: stepSchema }).optional(),
  interestCode: z
    .string()
    .regex(/^[RIASEC]{1,3}$/)
    .nullable()
    .optional(),
  topCareers: z
    .array(
      careerLineSchema.extend({ fitBand: fitBandSchema, fit: z.number().int().min(0).max(100) }),
    )
    .max(GROUP_LIMITS.topCareers)
    .nullable()
    .optional(),
  savedCareers: z.array(careerLineSchema).nullable().optional(),
  personality: z
    .array(z.object({ domain: z.enum(BIG_FIVE_DOMAIN_CODES), level: bigFiveLevelSchema }))
    .nullable()
    .optional(),
});

/** PUT /api/groups/:code/membership: join, or change what one shows. */
export const membershipRequestSchema = z
  .object({
    /** The name the group sees; the profile's name is offered, never required. */
    name: lineOfText({ max: DISPLAY_NAME_MAX_LENGTH }),
    shares: groupSharesSchema,
  })
  .strict();

export const membershipSchema = z.object({
  shares: groupSharesSchema,
  /** What the group's maker sees of this member now. */
  shown: sharedMemberSchema,
});

/** GET /api/groups/:code: what someone holding the code may know before they join. */
export const groupInviteSchema = z.object({
  code: groupCodeSchema,
  name: z.string(),
  /** The maker's name as their profile gives it; null when they gave none. */
  madeBy: z.string().nullable(),
  endsOn: dateOnly.nullable(),
  open: z.boolean(),
  /** Whether the person asking made it. */
  yours: z.boolean(),
  membership: membershipSchema.nullable(),
});

/** GET /api/me/groups: the groups one made and the groups one is in. */
export const myGroupsSchema = z.object({
  made: z.array(groupSchema),
  joined: z.array(
    z.object({
      code: groupCodeSchema,
      name: z.string(),
      madeBy: z.string().nullable(),
      open: z.boolean(),
      shares: groupSharesSchema,
    }),
  ),
});

/** GET /api/me/groups/:code: the maker's view, from what members share right now. */
export const groupViewSchema = groupSchema.extend({
  /** Empty once the group is closed or past its end. */
  members: z.array(sharedMemberSchema),
  summary: z.object({
    /** Of the members who share their progress. */
    sharingProgress: z.number().int().min(0),
    finishedCards: z.number().int().min(0),
    finishedTest: z.number().int().min(0),
    /** Of the members who share their interest code: how many have each area first. */
    sharingInterestCode: z.number().int().min(0),
    strongestAreas: z.array(z.object({ area: riasecAreaSchema, members: z.number().int().min(1) })),
    /** Of the members who share their top careers: the careers most often in them, most first. */
    sharingTopCareers: z.number().int().min(0),
    commonCareers: z.array(careerLineSchema.extend({ members: z.number().int().min(1) })),
  }),
});

export type GroupShares = z.infer<typeof groupSharesSchema>;
export type Group = z.infer<typeof groupSchema>;
export type NewGroup = z.infer<typeof newGroupSchema>;
export type SharedMember = z.infer<typeof sharedMemberSchema>;
export type MembershipRequest = z.infer<typeof membershipRequestSchema>;
export type Membership = z.infer<typeof membershipSchema>;
export type GroupInvite = z.infer<typeof groupInviteSchema>;
export type MyGroups = z.infer<typeof myGroupsSchema>;
export type GroupView = z.infer<typeof groupViewSchema>;
