import { GROUP_SHARES, type GroupShares, groupSharesSchema } from '@pathwise/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { groupMembers, groups, profiles } from '../db/schema';

export type GroupRow = typeof groups.$inferSelect;
export type MemberRow = typeof groupMembers.$inferSelect;

/** Nothing shown: what a member's choices read as when the stored ones can't be read. */
const NOTHING_SHARED = Object.fromEntries(
  GROUP_SHARES.map((share) => [share, false]),
) as GroupShares;

/** Stored choices read through the contract: damaged ones show nothing rather than too much. */
export const readShares = (stored: unknown): GroupShares =>
  groupSharesSchema.safeParse(stored).data ?? NOTHING_SHARED;

const asMember = (row: MemberRow): MemberRow => ({ ...row, shares: readShares(row.shares) });

/** Groups open on `day` (YYYY-MM-DD, UTC): not closed, and not past their last day. */
const openOn = (day: string) =>
  and(isNull(groups.closedAt), or(isNull(groups.endsOn), gte(groups.endsOn, day)));

/** Makes a group under `code`; null when the code is taken (the caller draws another). */
export async function insertGroup(
  tx: Executor,
  group: { code: string; userId: string; name: string; endsOn: string | null },
): Promise<GroupRow | null> {
  const [row] = await tx
    .insert(groups)
    .values(group)
    .onConflictDoNothing({ target: groups.code })
    .returning();
  return row ?? null;
}

export async function countOpenGroupsMade(tx: Executor, uid: string, day: string) {
  const [{ made } = { made: 0 }] = await tx
    .select({ made: count() })
    .from(groups)
    .where(and(eq(groups.userId, uid), openOn(day)));
  return made;
}

/**
 * The group with this code, or null. `lock` keeps its row locked until the transaction ends, so
 * joins and closing it go one at a time.
 */
export async function groupByCode(
  db: Executor,
  code: string,
  { lock = false } = {},
): Promise<GroupRow | null> {
  const query = db.select().from(groups).where(eq(groups.code, code));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** The groups a person made, newest first, each with how many are in it. */
export async function groupsMadeBy(db: Database, uid: string) {
  return db
    .select({ group: groups, memberCount: count(groupMembers.id) })
    .from(groups)
    .leftJoin(groupMembers, eq(groupMembers.groupId, groups.id))
    .where(eq(groups.userId, uid))
    .groupBy(groups.id)
    .orderBy(desc(groups.createdAt), asc(groups.code));
}

/** The groups a person is in, newest membership first, with their maker's name and their choices. */
export async function groupsJoinedBy(db: Database, uid: string) {
  const rows = await db
    .select({ group: groups, madeBy: profiles.displayName, shares: groupMembers.shares })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(profiles, eq(profiles.id, groups.userId))
    .where(eq(groupMembers.userId, uid))
    .orderBy(desc(groupMembers.joinedAt), asc(groups.code));
  return rows.map((row) => ({ ...row, shares: readShares(row.shares) }));
}

/** Marks the group closed (once: the first closing's time stays) and removes every member. */
export async function closeGroupRow(tx: Executor, id: string): Promise<void> {
  await tx
    .update(groups)
    .set({ closedAt: sql`coalesce(${groups.closedAt}, now())` })
    .where(eq(groups.id, id));
  await tx.delete(groupMembers).where(eq(groupMembers.groupId, id));
}

export async function membersOf(db: Executor, groupId: string): Promise<MemberRow[]> {
  const rows = await db.select().from(groupMembers).where(eq(groupMembers.groupId, groupId));
  return rows.map(asMember);
}

/** The person's membership of the group, or null. */
export async function membershipOf(
  db: Executor,
  groupId: string,
  uid: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, uid)));
  return row ? asMember(row) : null;
}

export async function countMembers(tx: Executor, groupId: string): Promise<number> {
  const [{ members } = { members: 0 }] = await tx
    .select({ members: count() })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return members;
}

/** How many open groups the person is in on `day`. */
export async function countOpenMemberships(tx: Executor, uid: string, day: string) {
  const [{ joined } = { joined: 0 }] = await tx
    .select({ joined: count() })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, uid), openOn(day)));
  return joined;
}

type MemberChoices = { name: string; shares: GroupShares };

export async function insertMember(
  tx: Executor,
  groupId: string,
  uid: string,
  choices: MemberChoices,
): Promise<MemberRow> {
  const [row] = await tx
    .insert(groupMembers)
    .values({ groupId, userId: uid, ...choices })
    .returning();
  return asMember(row!);
}

export async function updateMember(
  tx: Executor,
  id: string,
  choices: MemberChoices,
): Promise<MemberRow> {
  const [row] = await tx
    .update(groupMembers)
    .set(choices)
    .where(eq(groupMembers.id, id))
    .returning();
  return asMember(row!);
}

/** Removes one member of a group; false when there is no such member in it. */
export async function deleteMember(
  db: Database,
  groupId: string,
  memberId: string,
): Promise<boolean> {
  const [row] = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.id, memberId)))
    .returning({ id: groupMembers.id });
  return row !== undefined;
}

/** Takes the person out of the group; not being in it is not an error. */
export async function deleteMembership(db: Database, uid: string, code: string): Promise<void> {
  const group = db.select({ id: groups.id }).from(groups).where(eq(groups.code, code));
  await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.userId, uid), inArray(groupMembers.groupId, group)));
}
