import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import {
  GROUP_LIMITS,
  GROUP_SHARES,
  type GroupShare,
  type GroupShares,
  type InterestCard,
  type Suggestions,
  groupInviteSchema,
  groupSchema,
  groupViewSchema,
  membershipSchema,
  myGroupsSchema,
  personalityReportSchema,
} from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { groupMembers, groups, profiles } from '../src/db/schema';
import { readTranslation } from '../src/catalogue/translations';
import { databaseTargets, ensureCatalogue, signUp, useApi } from './helpers';

type Person = Awaited<ReturnType<typeof signUp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const sharing = (...chosen: GroupShare[]): GroupShares =>
  Object.fromEntries(GROUP_SHARES.map((share) => [share, chosen.includes(share)])) as GroupShares;
const EVERYTHING = sharing(...GROUP_SHARES);

/** New accounts, one per label, made at once. */
const signUpEach = <L extends readonly string[]>(...labels: L) =>
  Promise.all(labels.map((label) => signUp(label))) as Promise<{ [K in keyof L]: Person }>;

/** A UTC day `days` from today, as the API reads end dates. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseTargets())('groups on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  const db = () => started().database.db;

  const call = (person: Person, method: Method, url: string, payload?: object) =>
    app().inject({ method, url, headers: person.auth, payload });
  /** A call that must succeed. */
  async function succeeds(response: ReturnType<typeof call>) {
    const settled = await response;
    expect(settled.statusCode, settled.body).toBeLessThan(300);
    return settled;
  }
  /** A call that must succeed, its body read through the operation's own schema. */
  const ok = async <T>(
    schema: { parse: (value: unknown) => T },
    response: ReturnType<typeof call>,
  ) => schema.parse((await succeeds(response)).json());
  async function refused(response: ReturnType<typeof call>, status: number, code?: string) {
    const settled = await response;
    expect(settled.statusCode, settled.body).toBe(status);
    expect(settled.headers['content-type']).toContain('application/problem+json');
    if (code) expect(settled.json().code).toBe(code);
    return settled.json() as { detail: string; errors?: { path: string }[] };
  }

  const makeGroup = (maker: Person, payload: object = { name: 'Class 11B' }) =>
    ok(groupSchema, call(maker, 'POST', '/api/me/groups', payload));
  const view = (maker: Person, code: string) =>
    ok(groupViewSchema, call(maker, 'GET', `/api/me/groups/${code}`));
  const invite = (person: Person, code: string) =>
    ok(groupInviteSchema, call(person, 'GET', `/api/groups/${code}`));
  const mine = (person: Person) => ok(myGroupsSchema, call(person, 'GET', '/api/me/groups'));
  const save = (person: Person, code: string, shares: GroupShares, name = 'Member') =>
    call(person, 'PUT', `/api/groups/${code}/membership`, { name, shares });
  const join = (person: Person, code: string, shares: GroupShares, name?: string) =>
    ok(membershipSchema, save(person, code, shares, name));
  const leave = (person: Person, code: string) =>
    call(person, 'DELETE', `/api/groups/${code}/membership`);
  const close = (maker: Person, code: string) => call(maker, 'DELETE', `/api/me/groups/${code}`);
  const remove = (maker: Person, code: string, memberId: string) =>
    call(maker, 'DELETE', `/api/me/groups/${code}/members/${memberId}`);

  let cards: InterestCard[] = [];
  /** Rates every card, liking one area's, and scores the ratings into a result. */
  async function finishCards(person: Person, liked: string) {
    await succeeds(
      call(person, 'PUT', '/api/me/interests/answers', {
        ratings: cards.map((card) => ({
          cardId: card.id,
          rating: card.area === liked ? 'like' : 'dislike',
        })),
      }),
    );
    await succeeds(call(person, 'POST', '/api/me/interests/result'));
  }
  /** Answers every item (high Openness, low Neuroticism) and makes a report. */
  async function finishTest(person: Person) {
    const answers = BIG_FIVE_ITEM_KEY.map((item) => ({
      itemId: item.id,
      score: item.domain === 'O' ? (item.keyed === 'plus' ? 5 : 1) : item.domain === 'N' ? 1 : 3,
    }));
    await succeeds(
      call(person, 'PUT', '/api/me/personality/answers', {
        testVersion: BIG_FIVE_TEST_VERSION,
        answers,
      }),
    );
    await succeeds(call(person, 'POST', '/api/me/personality/report', {}));
  }

  let maker: Person;
  /** Has done everything: an interest result, a report and two saved careers. */
  let rich: Person;
  /** The same cards as `rich`, but no test: their top careers overlap. */
  let alike: Person;
  /** Has rated a few cards and nothing else. */
  let starter: Person;
  let outsider: Person;
  beforeAll(async () => {
    await ensureCatalogue(started().database);
    [maker, rich, alike, starter, outsider] = await signUpEach(
      'maker',
      'rich',
      'alike',
      'starter',
      'outsider',
    );
    cards = (
      (await app().inject({ url: '/api/interests/items' })).json() as { cards: InterestCard[] }
    ).cards;
    await succeeds(call(maker, 'PATCH', '/api/me', { displayName: 'Ms Rivera' }));
    await finishCards(rich, 'I');
    await finishTest(rich);
    for (const code of ['15-1252.00', '29-1141.00'])
      await succeeds(call(rich, 'PUT', `/api/me/favourites/${code}`));
    await finishCards(alike, 'I');
    await succeeds(
      call(starter, 'PUT', '/api/me/interests/answers', {
        ratings: cards.slice(0, 3).map((card) => ({ cardId: card.id, rating: 'like' })),
      }),
    );
  }, 240_000);

  it('makes a group with a code to hand out, which anyone signed in can look up and join', async () => {
    const group = await makeGroup(maker, { name: '  Careers club  ', endsOn: dayFromToday(30) });
    expect(group).toMatchObject({
      name: 'Careers club',
      endsOn: dayFromToday(30),
      closedAt: null,
      open: true,
      memberCount: 0,
    });
    expect(group.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect((await mine(maker)).made.find((made) => made.code === group.code)).toEqual(group);

    expect(await invite(outsider, group.code)).toEqual({
      code: group.code,
      name: 'Careers club',
      madeBy: 'Ms Rivera',
      endsOn: dayFromToday(30),
      open: true,
      yours: false,
      membership: null,
    });
    expect((await invite(maker, group.code)).yours).toBe(true);

    const joining = await save(starter, group.code, sharing('progress'), 'Sam');
    expect(joining.statusCode, joining.body).toBe(201);
    const changing = await save(starter, group.code, sharing('progress', 'interestCode'), 'Sam R');
    expect(changing.statusCode, changing.body).toBe(200);
    expect(membershipSchema.parse(changing.json())).toMatchObject({
      shares: sharing('progress', 'interestCode'),
      shown: {
        name: 'Sam R',
        progress: { cards: 'started', test: 'not-started' },
        interestCode: null,
      },
    });
    expect((await mine(starter)).joined).toEqual([
      {
        code: group.code,
        name: 'Careers club',
        madeBy: 'Ms Rivera',
        open: true,
        shares: sharing('progress', 'interestCode'),
      },
    ]);
    expect((await view(maker, group.code)).memberCount).toBe(1);
    expect((await mine(maker)).made.find((made) => made.code === group.code)?.memberCount).toBe(1);
  });

  it('answers each operation as it should to the maker, a member, a non-member, a former and a removed member', async () => {
    const [member, nonMember, former, removed] = await signUpEach(
      'member',
      'non-member',
      'former',
      'removed',
    );
    const { code } = await makeGroup(maker, { name: 'Roles' });
    const memberId = (await join(member, code, EVERYTHING, 'Member')).shown.id;
    await join(former, code, EVERYTHING, 'Former');
    expect((await leave(former, code)).statusCode).toBe(204);
    const removedId = (await join(removed, code, EVERYTHING, 'Removed')).shown.id;
    expect((await remove(maker, code, removedId)).statusCode).toBe(204);
    const others = { member, nonMember, former, removed };

    // Reading.
    expect((await view(maker, code)).members.map((one) => one.name)).toEqual(['Member']);
    for (const [role, person] of Object.entries(others)) {
      const theirs = await call(person, 'GET', `/api/me/groups/${code}`);
      expect(theirs.statusCode, role).toBe(404);
      expect(theirs.json().code).toBe('group_not_found');
      const seen = await invite(person, code);
      expect(seen.yours, role).toBe(false);
      expect(seen.membership === null, role).toBe(role !== 'member');
      expect(
        (await mine(person)).joined.map((one) => one.code),
        role,
      ).toEqual(role === 'member' ? [code] : []);
    }
    expect((await invite(maker, code)).yours).toBe(true);

    // Only the maker closes the group or removes a member.
    for (const [role, person] of Object.entries(others)) {
      await refused(close(person, code), 404, 'group_not_found');
      await refused(remove(person, code, memberId), 404, 'group_not_found');
      expect((await view(maker, code)).memberCount, role).toBe(1);
    }
    await refused(remove(maker, code, removedId), 404, 'group_member_not_found');

    // Leaving is harmless for anyone; the former and removed members, and anyone, may join again.
    for (const person of [nonMember, former, removed])
      expect((await leave(person, code)).statusCode).toBe(204);
    expect((await save(member, code, sharing(), 'Member')).statusCode).toBe(200);
    for (const person of [nonMember, former, removed])
      expect((await save(person, code, sharing())).statusCode).toBe(201);
    expect((await view(maker, code)).memberCount).toBe(4);

    // Closing takes every member out, and the group away from everyone but its maker.
    expect((await close(maker, code)).statusCode).toBe(204);
    expect((await close(maker, code)).statusCode).toBe(204);
    const closed = await view(maker, code);
    expect(closed).toMatchObject({ open: false, memberCount: 0, members: [] });
    expect(closed.closedAt).not.toBeNull();
    expect(await invite(maker, code)).toMatchObject({ open: false, yours: true, membership: null });
    for (const person of Object.values(others)) {
      await refused(call(person, 'GET', `/api/groups/${code}`), 404, 'group_not_found');
      await refused(save(person, code, EVERYTHING), 409, 'group_closed');
      expect((await leave(person, code)).statusCode).toBe(204);
      expect((await mine(person)).joined).toEqual([]);
    }
    await refused(remove(maker, code, memberId), 404, 'group_member_not_found');
    expect((await mine(maker)).made.find((made) => made.code === code)).toMatchObject({
      open: false,
      memberCount: 0,
    });
  });

  it('shows each member’s choices read live from their own data, as the member sees them too', async () => {
    const { code } = await makeGroup(maker, { name: 'Shared' });
    const own = await join(rich, code, EVERYTHING, 'Rich');
    await join(alike, code, sharing('interestCode', 'topCareers'), 'alike');
    await join(starter, code, sharing('progress'), 'Starter');
    await join(outsider, code, sharing(), 'Quiet');

    const response = await call(maker, 'GET', `/api/me/groups/${code}`);
    const seen = groupViewSchema.parse(response.json());
    // By name whatever the case: alike, Quiet, Rich, Starter.
    expect(seen.members.map((member) => member.name)).toEqual([
      'alike',
      'Quiet',
      'Rich',
      'Starter',
    ]);
    const row = (name: string) => seen.members.find((member) => member.name === name)!;
    // What a member is shown of themselves is exactly their row in the maker's view.
    expect(own.shown).toEqual(row('Rich'));
    expect((await invite(rich, code)).membership).toEqual({
      shares: EVERYTHING,
      shown: row('Rich'),
    });

    // Only what each chose, and nothing else.
    expect(Object.keys(row('Starter')).sort()).toEqual(['id', 'joinedAt', 'name', 'progress']);
    expect(row('Starter').progress).toEqual({ cards: 'started', test: 'not-started' });
    expect(Object.keys(row('Quiet')).sort()).toEqual(['id', 'joinedAt', 'name']);
    expect(Object.keys(row('alike')).sort()).toEqual([
      'id',
      'interestCode',
      'joinedAt',
      'name',
      'topCareers',
    ]);

    // The rich member's items are their own results, as their own pages show them.
    const result = (await call(rich, 'GET', '/api/me/interests/result')).json() as {
      hollandCode: string;
    };
    const report = personalityReportSchema.parse(
      (await call(rich, 'GET', '/api/me/personality/report')).json(),
    );
    const suggestions = (
      await call(rich, 'GET', `/api/me/suggestions?limit=${GROUP_LIMITS.topCareers}`)
    ).json() as Suggestions;
    const richRow = row('Rich');
    expect(richRow.progress).toEqual({ cards: 'finished', test: 'finished' });
    expect(richRow.interestCode).toBe(result.hollandCode);
    expect(richRow.interestCode![0]).toBe('I');
    expect(richRow.topCareers).toHaveLength(GROUP_LIMITS.topCareers);
    expect(richRow.topCareers).toEqual(
      suggestions.items.map(({ career, fitBand, fit }) => ({
        code: career.code,
        title: career.title,
        fitBand,
        fit,
      })),
    );
    expect(richRow.savedCareers).toEqual([
      { code: '15-1252.00', title: 'Software Developers' },
      { code: '29-1141.00', title: 'Registered Nurses' },
    ]);
    expect(richRow.personality).toEqual(
      report.domains.map(({ domain, level }) => ({ domain, level })),
    );
    expect(richRow.personality!.map((one) => one.domain)).toEqual(['N', 'E', 'O', 'A', 'C']);

    // A reader of Spanish reads the careers' Spanish names, as on every other page.
    const spanish = groupViewSchema.parse(
      (
        await app().inject({
          url: `/api/me/groups/${code}`,
          headers: { ...maker.auth, 'accept-language': 'es-MX,es;q=0.9' },
        })
      ).json(),
    );
    const nurses = readTranslation('es').careers.get('29-1141.00')!.title;
    expect(spanish.members.find((member) => member.name === 'Rich')!.savedCareers).toContainEqual({
      code: '29-1141.00',
      title: nurses,
    });
    expect(nurses).not.toBe('Registered Nurses');

    // The summary counts those who share each item.
    expect(seen.summary).toMatchObject({
      sharingProgress: 2,
      finishedCards: 1,
      finishedTest: 1,
      sharingInterestCode: 2,
      strongestAreas: [{ area: 'I', members: 2 }],
      sharingTopCareers: 2,
    });
    const common = seen.summary.commonCareers;
    expect(common.length).toBeLessThanOrEqual(10);
    expect(common[0]!.members).toBe(2);
    for (const [a, b] of common.slice(1).map((career, at) => [common[at]!, career] as const))
      expect(a.members > b.members || (a.members === b.members && a.title <= b.title)).toBe(true);

    // No one's account id, in any answer about the group.
    for (const person of [rich, alike, starter, outsider, maker])
      expect(response.body).not.toContain(person.uid);
    const theirs = await call(rich, 'GET', `/api/groups/${code}`);
    expect(theirs.body).not.toContain(maker.uid);
    expect(theirs.body).not.toContain(rich.uid);
    expect((await call(rich, 'GET', '/api/me/groups')).body).not.toContain(maker.uid);

    // Taking an item back takes it out of the next view at once, and out of the counts.
    await join(
      rich,
      code,
      sharing('progress', 'interestCode', 'savedCareers', 'personality'),
      'Rich',
    );
    const after = await view(maker, code);
    const richAfter = after.members.find((member) => member.name === 'Rich')!;
    expect(richAfter).not.toHaveProperty('topCareers');
    expect(after.summary.sharingTopCareers).toBe(1);
    const alikeTop = after.members.find((member) => member.name === 'alike')!.topCareers!;
    expect(after.summary.commonCareers).toEqual(
      alikeTop
        .map(({ code: career, title }) => ({ code: career, title, members: 1 }))
        .sort((a, b) => a.title.localeCompare(b.title, 'en'))
        .slice(0, 10),
    );
    await leave(rich, code);
    expect((await view(maker, code)).members.map((member) => member.name)).not.toContain('Rich');
    await close(maker, code);
  });

  it('shows nothing of a group past its end, which no one can join or change, but members can leave', async () => {
    const { code } = await makeGroup(maker, { name: 'Ended', endsOn: dayFromToday(0) });
    await join(rich, code, EVERYTHING, 'Rich');
    // Yesterday's group: the API refuses to make one, so the test moves its end.
    await db()
      .update(groups)
      .set({ endsOn: dayFromToday(-1) })
      .where(eq(groups.code, code));
    const ended = await view(maker, code);
    expect(ended).toMatchObject({ open: false, memberCount: 1, members: [], closedAt: null });
    expect(ended.summary).toEqual({
      sharingProgress: 0,
      finishedCards: 0,
      finishedTest: 0,
      sharingInterestCode: 0,
      strongestAreas: [],
      sharingTopCareers: 0,
      commonCareers: [],
    });
    expect(await invite(rich, code)).toMatchObject({
      open: false,
      membership: { shares: EVERYTHING },
    });
    expect((await invite(outsider, code)).open).toBe(false);
    await refused(save(rich, code, sharing()), 409, 'group_closed');
    await refused(save(outsider, code, sharing()), 409, 'group_closed');
    expect((await mine(rich)).joined.find((one) => one.code === code)?.open).toBe(false);
    expect((await leave(rich, code)).statusCode).toBe(204);
    expect((await view(maker, code)).memberCount).toBe(0);
  });

  it('refuses end dates outside today to a year ahead, bad codes, ids and bodies, never with a 5xx', async () => {
    const { code } = await makeGroup(maker, { name: 'Checks' });
    const latest = dayFromToday(GROUP_LIMITS.endWithinDays);
    for (const endsOn of [dayFromToday(-1), dayFromToday(GROUP_LIMITS.endWithinDays + 1)]) {
      const problem = await refused(
        call(maker, 'POST', '/api/me/groups', { name: 'Late', endsOn }),
        422,
        'invalid_end_date',
      );
      expect(problem.detail).toContain(latest);
      expect(problem.errors?.[0]?.path).toBe('body.endsOn');
    }
    for (const endsOn of [dayFromToday(0), latest])
      await makeGroup(maker, { name: 'Edge', endsOn });

    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(GROUP_LIMITS.nameLength + 1) },
      { name: 'Extra', colour: 'red' },
      { name: 'Date', endsOn: '2026-02-30' },
      { name: 'Date', endsOn: 'tomorrow' },
    ])
      await refused(call(maker, 'POST', '/api/me/groups', body), 400);

    for (const bad of ['k7p3qx', 'K7P3Q0', 'K7P3QXY', 'K7P', '%00%00%00%00%00%00']) {
      for (const [method, url] of [
        ['GET', `/api/me/groups/${bad}`],
        ['DELETE', `/api/me/groups/${bad}`],
        ['DELETE', `/api/me/groups/${bad}/members/00000000-0000-4000-8000-000000000000`],
        ['GET', `/api/groups/${bad}`],
        ['DELETE', `/api/groups/${bad}/membership`],
      ] as const)
        await refused(call(maker, method, url), 400);
      await refused(save(maker, bad, EVERYTHING), 400);
    }
    await refused(remove(maker, code, 'not-a-uuid'), 400);
    await refused(
      remove(maker, code, '00000000-0000-4000-8000-000000000000'),
      404,
      'group_member_not_found',
    );
    for (const body of [
      { name: 'Sam' },
      { name: 'Sam', shares: { ...EVERYTHING, everything: true } },
      { name: 'Sam', shares: { progress: true } },
      { name: 'Sam', shares: { ...EVERYTHING, progress: 'yes' } },
      { name: '', shares: EVERYTHING },
      { name: 'Sam', shares: EVERYTHING, uid: 'someone' },
    ])
      await refused(call(outsider, 'PUT', `/api/groups/${code}/membership`, body), 400);
    expect((await invite(outsider, code)).membership).toBeNull();

    // A well-formed code no group has.
    const unknown = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    await refused(call(outsider, 'GET', `/api/groups/${unknown}`), 404, 'group_not_found');
    await refused(save(outsider, unknown, EVERYTHING), 404, 'group_not_found');
    await refused(call(maker, 'GET', `/api/me/groups/${unknown}`), 404, 'group_not_found');
    await refused(close(maker, unknown), 404, 'group_not_found');
    expect((await leave(outsider, unknown)).statusCode).toBe(204);

    // Signed out: 401 before anything is read.
    for (const [method, url] of [
      ['GET', '/api/me/groups'],
      ['POST', '/api/me/groups'],
      ['GET', `/api/groups/${code}`],
      ['PUT', `/api/groups/${code}/membership`],
    ] as const)
      expect(
        (await app().inject({ method, url, payload: method === 'GET' ? undefined : {} }))
          .statusCode,
      ).toBe(401);
  });

  it(`keeps a person to ${GROUP_LIMITS.openGroupsMade} open groups made and ${GROUP_LIMITS.groupsJoined} joined, and a group to ${GROUP_LIMITS.members} members`, async () => {
    const [busy, other, joiner] = await signUpEach('busy-maker', 'other-maker', 'joiner');
    const made = await Promise.all(
      Array.from({ length: GROUP_LIMITS.openGroupsMade }, (_, at) =>
        makeGroup(busy, { name: `Group ${at}` }),
      ),
    );
    const problem = await refused(
      call(busy, 'POST', '/api/me/groups', { name: 'One more' }),
      409,
      'groups_made_limit',
    );
    expect(problem.detail).toMatch(/Close one/);
    // A closed group no longer counts.
    await close(busy, made[0]!.code);
    await makeGroup(busy, { name: 'One more' });

    // Joining: twenty open groups at most, and a group past its end doesn't count.
    const more = await makeGroup(other, { name: 'Twenty-first' });
    for (const { code } of made.slice(1)) await join(joiner, code, sharing());
    await join(joiner, (await mine(busy)).made[0]!.code, sharing());
    await refused(save(joiner, more.code, sharing()), 409, 'groups_joined_limit');
    await leave(joiner, made[1]!.code);
    expect((await save(joiner, more.code, sharing())).statusCode).toBe(201);

    // A full group: its members put in directly, as real sign-ups would take minutes.
    const full = await makeGroup(other, { name: 'Full' });
    const [row] = await db().select().from(groups).where(eq(groups.code, full.code));
    const stand = Array.from(
      { length: GROUP_LIMITS.members },
      (_, at) => `stand-in-${row!.id}-${at}`,
    );
    await db()
      .insert(profiles)
      .values(stand.map((id) => ({ id })));
    await db()
      .insert(groupMembers)
      .values(
        stand.map((userId) => ({ groupId: row!.id, userId, name: userId, shares: sharing() })),
      );
    await refused(save(outsider, full.code, sharing()), 409, 'group_full');
    expect((await view(other, full.code)).members).toHaveLength(GROUP_LIMITS.members);
  });

  it('goes with an account: a member’s deletion takes them out, a maker’s takes the group', async () => {
    const [leaving, teacher, student] = await signUpEach('leaving', 'teacher', 'student');
    const { code } = await makeGroup(teacher, { name: 'Deletions' });
    await join(leaving, code, EVERYTHING);
    await join(student, code, EVERYTHING);
    expect((await call(leaving, 'DELETE', '/api/me')).statusCode).toBe(204);
    expect((await view(teacher, code)).memberCount).toBe(1);
    expect((await call(teacher, 'DELETE', '/api/me')).statusCode).toBe(204);
    await refused(call(student, 'GET', `/api/groups/${code}`), 404, 'group_not_found');
    expect((await mine(student)).joined).toEqual([]);
    const left = await db().select().from(groups).where(eq(groups.code, code));
    expect(left).toEqual([]);
  });
});
