import { randomInt } from 'node:crypto';
import {
  GROUP_CODE_ALPHABET,
  GROUP_CODE_LENGTH,
  GROUP_LIMITS,
  type Group,
  type GroupInvite,
  type GroupView,
  type Membership,
  type MembershipRequest,
  type MyGroups,
  type NewGroup,
  summariseGroup,
} from '@pathwise/contract';
import type { Database } from '../db/database';
import { DomainError, groupNotFound } from '../domain/errors';
import {
  type GroupRow,
  type MemberRow,
  closeGroupRow,
  countMembers,
  countOpenGroupsMade,
  countOpenMemberships,
  deleteMember,
  groupByCode,
  groupsJoinedBy,
  groupsMadeBy,
  insertGroup,
  insertMember,
  membersOf,
  membershipOf,
  updateMember,
} from '../repositories/groups';
import { displayNameOf, ensureProfile, lockProfile } from '../repositories/profiles';
import type { OccupationIndex } from './occupation-index';
import { sharedMembers } from './shared-members';

// Leaving takes no rule: it always works, and leaving a group one isn't in changes nothing.
export { deleteMembership as leaveGroup } from '../repositories/groups';

/** Codes drawn before giving up: one in 890 million is taken per group, so a second is rare. */
const CODE_ATTEMPTS = 8;

/** Today's date in UTC (YYYY-MM-DD): a group's last day is a whole day, the same everywhere. */
const today = () => new Date().toISOString().slice(0, 10);

function daysAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Open: not closed, and not past its last day. Only an open group can be joined or seen. */
const isOpen = (group: GroupRow, day: string) =>
  group.closedAt === null && (group.endsOn === null || day <= group.endsOn);

const newCode = () =>
  Array.from(
    { length: GROUP_CODE_LENGTH },
    () => GROUP_CODE_ALPHABET[randomInt(GROUP_CODE_ALPHABET.length)],
  ).join('');

const toGroup = (group: GroupRow, memberCount: number, day: string): Group => ({
  code: group.code,
  name: group.name,
  endsOn: group.endsOn,
  createdAt: group.createdAt.toISOString(),
  closedAt: group.closedAt?.toISOString() ?? null,
  open: isOpen(group, day),
  memberCount,
});

/**
 * Makes a group under a new random code. The maker's row is locked for the count, so groups made
 * at the same moment can't pass the limit together.
 */
export async function createGroup(db: Database, uid: string, request: NewGroup): Promise<Group> {
  const day = today();
  const latest = daysAfter(day, GROUP_LIMITS.endWithinDays);
  const endsOn = request.endsOn ?? null;
  if (endsOn !== null && (endsOn < day || endsOn > latest))
    throw new DomainError('invalid_end_date', { latest });
  const group = await db.transaction(async (tx) => {
    await ensureProfile(tx, uid);
    await lockProfile(tx, uid);
    if ((await countOpenGroupsMade(tx, uid, day)) >= GROUP_LIMITS.openGroupsMade)
      throw new DomainError('groups_made_limit', { limit: GROUP_LIMITS.openGroupsMade });
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const made = await insertGroup(tx, {
        code: newCode(),
        userId: uid,
        name: request.name,
        endsOn,
      });
      if (made) return made;
    }
    throw new Error(`No free group code in ${CODE_ATTEMPTS} draws.`);
  });
  return toGroup(group, 0, day);
}

export async function myGroups(db: Database, uid: string): Promise<MyGroups> {
  const day = today();
  const [made, joined] = await Promise.all([groupsMadeBy(db, uid), groupsJoinedBy(db, uid)]);
  return {
    made: made.map(({ group, memberCount }) => toGroup(group, memberCount, day)),
    joined: joined.map(({ group, madeBy, shares }) => ({
      code: group.code,
      name: group.name,
      madeBy,
      open: isOpen(group, day),
      shares,
    })),
  };
}

/** The person's own group; anyone else's, or none, is the same 404. */
async function ownGroup(db: Database, uid: string, code: string): Promise<GroupRow> {
  const group = await groupByCode(db, code);
  if (group?.userId !== uid) throw groupNotFound(code);
  return group;
}

// Names whatever their case ("ana" beside "Ana"), then the first to join first.
const byName = new Intl.Collator('en', { sensitivity: 'accent' });
const inNameOrder = (members: MemberRow[]) =>
  members.sort(
    (a, b) => byName.compare(a.name, b.name) || a.joinedAt.getTime() - b.joinedAt.getTime(),
  );

/**
 * The maker's view: each member as they share themselves now, and what they have in common. A
 * group that is closed or past its end shows no one: the members agreed to show an open group.
 */
export async function groupView(
  db: Database,
  index: OccupationIndex,
  uid: string,
  code: string,
): Promise<GroupView> {
  const group = await ownGroup(db, uid, code);
  const day = today();
  const rows = await membersOf(db, group.id);
  const members = isOpen(group, day) ? await sharedMembers(db, index, inNameOrder(rows)) : [];
  return { ...toGroup(group, rows.length, day), members, summary: summariseGroup(members) };
}

/** Closes the group and removes its members, so nothing they shared stays; closing again is harmless. */
export async function closeGroup(db: Database, uid: string, code: string): Promise<void> {
  const group = await ownGroup(db, uid, code);
  await db.transaction((tx) => closeGroupRow(tx, group.id));
}

export async function removeMember(
  db: Database,
  uid: string,
  code: string,
  memberId: string,
): Promise<void> {
  const group = await ownGroup(db, uid, code);
  if (!(await deleteMember(db, group.id, memberId)))
    throw new DomainError('group_member_not_found', {});
}

async function toMembership(
  db: Database,
  index: OccupationIndex,
  member: MemberRow,
): Promise<Membership> {
  const [shown] = await sharedMembers(db, index, [member]);
  return { shares: member.shares, shown: shown! };
}

/**
 * What someone holding the code may know. A closed group is gone for all but its maker (it has no
 * members); an ended one still shows, so its members can see it ended and leave.
 */
export async function groupInvite(
  db: Database,
  index: OccupationIndex,
  uid: string,
  code: string,
): Promise<GroupInvite> {
  const group = await groupByCode(db, code);
  const yours = group?.userId === uid;
  if (!group || (group.closedAt !== null && !yours)) throw groupNotFound(code);
  const [member, makerName] = await Promise.all([
    membershipOf(db, group.id, uid),
    displayNameOf(db, group.userId),
  ]);
  return {
    code: group.code,
    name: group.name,
    madeBy: makerName,
    endsOn: group.endsOn,
    open: isOpen(group, today()),
    yours,
    membership: member ? await toMembership(db, index, member) : null,
  };
}

/**
 * Joins the group, or changes one's name in it and what one shows, while it is open. The person's
 * row, then the group's, is locked for the counts, so joins at the same moment can't pass a limit.
 */
export async function saveMembership(
  db: Database,
  index: OccupationIndex,
  uid: string,
  code: string,
  choices: MembershipRequest,
): Promise<{ membership: Membership; created: boolean }> {
  const day = today();
  const { member, created } = await db.transaction(async (tx) => {
    await ensureProfile(tx, uid);
    await lockProfile(tx, uid);
    const group = await groupByCode(tx, code, { lock: true });
    if (!group) throw groupNotFound(code);
    if (!isOpen(group, day)) throw new DomainError('group_closed', {});
    const existing = await membershipOf(tx, group.id, uid);
    if (existing) return { member: await updateMember(tx, existing.id, choices), created: false };
    if ((await countMembers(tx, group.id)) >= GROUP_LIMITS.members)
      throw new DomainError('group_full', { limit: GROUP_LIMITS.members });
    if ((await countOpenMemberships(tx, uid, day)) >= GROUP_LIMITS.groupsJoined)
      throw new DomainError('groups_joined_limit', { limit: GROUP_LIMITS.groupsJoined });
    return { member: await insertMember(tx, group.id, uid, choices), created: true };
  });
  return { membership: await toMembership(db, index, member), created };
}
