import {
  GROUP_CODE_ALPHABET,
  type Group,
  type GroupInvite,
  type GroupView,
  type Membership,
  type MyGroups,
  type Problem,
  type SharedMember,
  membershipRequestSchema,
  newGroupSchema,
  sharedMember,
  summariseGroup,
} from '@pathwise/contract';
import { HttpResponse } from 'msw';
import { mockOperation } from '../mock-operation';
import { problem } from '../problem-response';
import { memberItems } from './group-fixtures';

type Made = { group: Group; members: SharedMember[] };
type Invited = { group: Group; madeBy: string | null; membership: Membership | null };

const notFound = () => problem(404, 'group_not_found', 'There is no open group with this code.');

/**
 * Groups as the server keeps them: the signed-in person's own groups with their members, and
 * groups made by others that they can join with the code. Membership shows their own items as
 * `memberItems` has them, through the contract's one rule of what is shared.
 */
export function groupHandlers(
  initial: { groupsMade?: Made[]; groupsToJoin?: Omit<Invited, 'membership'>[] } = {},
) {
  const made = new Map((initial.groupsMade ?? []).map((entry) => [entry.group.code, entry]));
  const others = new Map<string, Invited>(
    (initial.groupsToJoin ?? []).map((entry) => [entry.group.code, { ...entry, membership: null }]),
  );
  const withCount = ({ group, members }: Made): Group => ({
    ...group,
    memberCount: members.length,
  });

  return [
    mockOperation<never, never, MyGroups>('getMyGroups', () =>
      HttpResponse.json({
        made: [...made.values()].map(withCount),
        joined: [...others.values()].flatMap(({ group, madeBy, membership }) =>
          membership
            ? [
                {
                  code: group.code,
                  name: group.name,
                  madeBy,
                  open: group.open,
                  shares: membership.shares,
                },
              ]
            : [],
        ),
      }),
    ),
    mockOperation<never, never, Group | Problem>('createGroup', async ({ request }) => {
      const body = newGroupSchema.safeParse(await request.json());
      if (!body.success) return problem(422, 'validation_failed', 'Give the group a name.');
      const code = Array.from(
        { length: 6 },
        (_, place) => GROUP_CODE_ALPHABET[(made.size * 7 + place * 5) % GROUP_CODE_ALPHABET.length],
      ).join('');
      const group: Group = {
        code,
        name: body.data.name,
        endsOn: body.data.endsOn ?? null,
        createdAt: new Date().toISOString(),
        closedAt: null,
        open: true,
        memberCount: 0,
      };
      made.set(code, { group, members: [] });
      return HttpResponse.json(group, { status: 201 });
    }),
    mockOperation<{ code: string }, never, GroupView | Problem>('getGroupView', ({ params }) => {
      const entry = made.get(params.code);
      if (!entry) return notFound();
      const members = entry.group.open ? entry.members : [];
      return HttpResponse.json({ ...withCount(entry), members, summary: summariseGroup(members) });
    }),
    mockOperation<{ code: string }, never, undefined | Problem>('closeGroup', ({ params }) => {
      const entry = made.get(params.code);
      if (!entry) return notFound();
      entry.group = { ...entry.group, open: false, closedAt: new Date().toISOString() };
      entry.members = [];
      return new HttpResponse(null, { status: 204 });
    }),
    mockOperation<{ code: string; memberId: string }, never, undefined | Problem>(
      'removeGroupMember',
      ({ params }) => {
        const entry = made.get(params.code);
        if (!entry?.members.some((member) => member.id === params.memberId))
          return problem(404, 'member_not_found', 'This person is no longer in the group.');
        entry.members = entry.members.filter((member) => member.id !== params.memberId);
        return new HttpResponse(null, { status: 204 });
      },
    ),
    mockOperation<{ code: string }, never, GroupInvite | Problem>(
      'getGroupInvite',
      ({ params }) => {
        const own = made.get(params.code);
        if (own)
          return HttpResponse.json({
            ...own.group,
            madeBy: null,
            yours: true,
            membership: null,
          });
        const other = others.get(params.code);
        if (!other || (!other.group.open && !other.membership)) return notFound();
        const { code, name, endsOn, open } = other.group;
        return HttpResponse.json({
          code,
          name,
          endsOn,
          open,
          madeBy: other.madeBy,
          yours: false,
          membership: other.membership,
        });
      },
    ),
    mockOperation<{ code: string }, never, Membership | Problem>(
      'saveGroupMembership',
      async ({ params, request }) => {
        const other = others.get(params.code);
        if (!other) return notFound();
        if (!other.group.open)
          return problem(409, 'group_closed', 'This group has closed: it takes no new members.');
        const body = membershipRequestSchema.safeParse(await request.json());
        if (!body.success)
          return problem(422, 'validation_failed', 'Give the name the group sees.');
        const joined = other.membership?.shown.joinedAt ?? new Date().toISOString();
        const id = other.membership?.shown.id ?? '00000000-0000-4000-8000-0000000000aa';
        const membership: Membership = {
          shares: body.data.shares,
          shown: sharedMember(
            { id, name: body.data.name, joinedAt: joined },
            body.data.shares,
            memberItems(),
          ),
        };
        const status = other.membership ? 200 : 201;
        other.membership = membership;
        return HttpResponse.json(membership, { status });
      },
    ),
    mockOperation<{ code: string }, never, undefined>('leaveGroup', ({ params }) => {
      const other = others.get(params.code);
      if (other) other.membership = null;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
