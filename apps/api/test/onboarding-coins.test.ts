import { MAX_WORK_VALUES, WORK_VALUES } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { coinAwards, onboarding, profiles } from '../src/db/schema';
import { databaseTargets, signUp, useApi } from './helpers';

describe.each(databaseTargets())('onboarding and coins on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;

  const put = (auth: Record<string, string>, payload: unknown) =>
    app().inject({
      method: 'PUT',
      url: '/api/me/onboarding',
      headers: auth,
      payload: payload as object,
    });

  it('starts empty, saves answers and reads them back', async () => {
    const person = await signUp();
    const empty = await app().inject({
      method: 'GET',
      url: '/api/me/onboarding',
      headers: person.auth,
    });
    expect(empty.json()).toEqual({ answers: { completed: false }, updatedAt: null });
    const saved = await put(person.auth, {
      lifeStage: 'school',
      maxJobZone: 3,
      workValues: ['independence'],
    });
    expect(saved.statusCode).toBe(200);
    const read = await app().inject({
      method: 'GET',
      url: '/api/me/onboarding',
      headers: person.auth,
    });
    expect(read.json().answers).toEqual({
      lifeStage: 'school',
      maxJobZone: 3,
      workValues: ['independence'],
      completed: false,
    });
  });

  it('refuses bad answers and keeps the saved ones', async () => {
    const person = await signUp();
    await put(person.auth, { lifeStage: 'college' });
    const bad = await put(person.auth, {
      lifeStage: 'college',
      maxJobZone: 9,
      workValues: ['money'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['body.maxJobZone', 'body.workValues.0']),
    );
    const read = await app().inject({
      method: 'GET',
      url: '/api/me/onboarding',
      headers: person.auth,
    });
    expect(read.json().answers).toEqual({ lifeStage: 'college', completed: false });
  });

  it('keeps work values to the few that matter most', async () => {
    const person = await signUp();
    const most = WORK_VALUES.slice(0, MAX_WORK_VALUES);
    expect((await put(person.auth, { workValues: most })).statusCode).toBe(200);
    const tooMany = await put(person.auth, {
      workValues: WORK_VALUES.slice(0, MAX_WORK_VALUES + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.map((e: { path: string }) => e.path)).toEqual(['body.workValues']);
    const read = await app().inject({ url: '/api/me/onboarding', headers: person.auth });
    expect(read.json().answers.workValues).toEqual(most);
  });

  it('reads answers stored before the limit on work values with their first ones', async () => {
    const person = await signUp();
    await put(person.auth, { maxJobZone: 2 });
    await started()
      .database.db.update(onboarding)
      .set({ answers: { maxJobZone: 2, workValues: [...WORK_VALUES], completed: false } })
      .where(eq(onboarding.userId, person.uid));
    const read = await app().inject({ url: '/api/me/onboarding', headers: person.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json().answers).toEqual({
      maxJobZone: 2,
      workValues: WORK_VALUES.slice(0, MAX_WORK_VALUES),
      completed: false,
    });
  });

  it('awards the onboarding coins once, even for concurrent completions', async () => {
    const person = await signUp();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => put(person.auth, { completed: true })),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    await put(person.auth, { completed: true, lifeStage: 'working' });
    const coins = (
      await app().inject({ method: 'GET', url: '/api/me/coins', headers: person.auth })
    ).json();
    expect(coins.balance).toBe(10);
    expect(coins.ledger).toEqual([
      expect.objectContaining({ achievement: 'onboarding-completed', amount: 10 }),
    ]);
  });

  it('erases everything with DELETE /api/me', async () => {
    const person = await signUp();
    await put(person.auth, { completed: true, lifeStage: 'working' });
    const deleted = await app().inject({
      method: 'DELETE',
      url: '/api/me',
      headers: person.auth,
    });
    expect(deleted.statusCode).toBe(204);
    // Read from the database itself: the deleted account's token is refused from now on.
    const { db } = started().database;
    for (const table of [profiles, onboarding, coinAwards] as const) {
      const owner = 'userId' in table ? table.userId : table.id;
      expect(await db.select().from(table).where(eq(owner, person.uid))).toEqual([]);
    }
    const again = await app().inject({ method: 'GET', url: '/api/me/coins', headers: person.auth });
    expect(again.statusCode).toBe(401);
  });

  it.each([
    ['GET', '/api/me/onboarding'],
    ['PUT', '/api/me/onboarding'],
    ['GET', '/api/me/coins'],
    ['DELETE', '/api/me'],
    ['GET', '/api/profiles/abc'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await app().inject({
      method,
      url,
      payload: method === 'PUT' ? {} : undefined,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(databaseTargets())('shared profiles on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;

  it('shows a shared profile and hides a private one exactly like an unknown id', async () => {
    const owner = await signUp('owner');
    const visitor = await signUp('visitor');
    await app().inject({
      method: 'PATCH',
      url: '/api/me',
      headers: owner.auth,
      payload: { displayName: 'Owner', country: 'NZ' },
    });

    const hidden = await app().inject({
      method: 'GET',
      url: `/api/profiles/${owner.uid}`,
      headers: visitor.auth,
    });
    const unknown = await app().inject({
      method: 'GET',
      url: '/api/profiles/no-such-person',
      headers: visitor.auth,
    });
    // Nothing shared there: null, not an error, and the same for a private and an unknown id.
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toBeNull();
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(hidden.body);

    await app().inject({
      method: 'PATCH',
      url: '/api/me',
      headers: owner.auth,
      payload: { shareProfile: true },
    });
    const shown = await app().inject({
      method: 'GET',
      url: `/api/profiles/${owner.uid}`,
      headers: visitor.auth,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      id: owner.uid,
      displayName: 'Owner',
      lifeStage: null,
      country: 'NZ',
    });
  });

  it('refuses a malformed id', async () => {
    const visitor = await signUp();
    const response = await app().inject({
      method: 'GET',
      url: '/api/profiles/bad%20id',
      headers: visitor.auth,
    });
    expect(response.statusCode).toBe(400);
  });
});
