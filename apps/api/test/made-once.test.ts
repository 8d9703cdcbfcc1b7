import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import {
  type CareerPage,
  type InterestCard,
  type Suggestions,
  careerDetailsSchema,
  suggestionsSchema,
} from '@pathwise/contract';
import { buildApp } from '../src/app';
import { importCatalogue } from '../src/catalogue/import-catalogue';
import { firebaseAccounts } from '../src/plugins/firebase-accounts';
import { RECHECK_MS } from '../src/services/per-release';
import {
  SHARED_BLS,
  SHARED_ONET,
  SHARED_ONET_29,
  databaseTargets,
  ensureCatalogue,
  expectWrittenBy,
  signUp,
  useApi,
} from './helpers';

const NURSES = '29-1141.00';
const DEVELOPERS = '15-1252.00';

// Career pages, search and suggestions are made once (per import, or per person's inputs) and
// kept: what a caller gets must still follow every change at once, whichever process made it.
describe.each(databaseTargets())('answers made once, kept fresh, on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  // One test moves the clock the API reads; a failure there must not leave it moved.
  afterEach(() => vi.useRealTimers());
  beforeAll(() => ensureCatalogue(started().database), 180_000);

  /** A second API on the same database, as another replica would be. */
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    other = await buildApp({
      database: started().database,
      accounts: await firebaseAccounts('demo-pathwise'),
    });
  });
  afterAll(() => other?.close());

  const suggestions = async (auth: Record<string, string>) => {
    const response = await app().inject({ url: '/api/me/suggestions?limit=10', headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    expectWrittenBy(suggestionsSchema, response.body);
    return response.json() as Suggestions;
  };
  const cards = async () =>
    ((await app().inject({ url: '/api/interests/items' })).json() as { cards: InterestCard[] })
      .cards;
  const loving = (deck: InterestCard[], area: string) =>
    deck.map((card) => ({ cardId: card.id, rating: card.area === area ? 'like' : 'dislike' }));
  /** Saves a new interest result through the other API. */
  const saveResult = async (auth: Record<string, string>, area: string) => {
    const ratings = loving(await cards(), area);
    const rated = await other.inject({
      method: 'PUT',
      url: '/api/me/interests/answers',
      headers: auth,
      payload: { ratings },
    });
    expect(rated.statusCode).toBe(200);
    const saved = await other.inject({
      method: 'POST',
      url: '/api/me/interests/result',
      headers: auth,
    });
    expect(saved.statusCode).toBe(201);
    return ratings;
  };

  it(
    "follows a person's new interest result, answers and report at once, saved by another process",
    { timeout: 60_000 },
    async () => {
      const person = await signUp('fresh');
      await saveResult(person.auth, 'R');
      const realistic = await suggestions(person.auth);
      expect(await suggestions(person.auth)).toEqual(realistic);
      expect(realistic.items[0]!.career.highPoints[0]).toBe('R');

      // A new result: the next list is ranked from it, the same as a visitor's with those ratings.
      const ratings = await saveResult(person.auth, 'A');
      const artistic = await suggestions(person.auth);
      expect(artistic.items[0]!.career.highPoints[0]).toBe('A');
      const visitor = await app().inject({
        method: 'POST',
        url: '/api/suggestions',
        payload: { ratings, limit: 10 },
      });
      expectWrittenBy(suggestionsSchema, visitor.body);
      expect(visitor.json()).toEqual(artistic);

      // Onboarding answers: work values and a current job take part at once.
      const answered = await other.inject({
        method: 'PUT',
        url: '/api/me/onboarding',
        headers: person.auth,
        payload: { workValues: ['independence'], currentOccupation: NURSES },
      });
      expect(answered.statusCode).toBe(200);
      const situated = await suggestions(person.auth);
      expect(situated.inputs).toEqual({
        interests: true,
        personality: false,
        workValues: ['independence'],
        currentOccupation: true,
      });
      expect(situated.close?.current.code).toBe(NURSES);

      // A personality report joins the interests; deleting it takes it out again.
      const answers = BIG_FIVE_ITEM_KEY.map((item) => ({
        itemId: item.id,
        score: item.domain === 'E' ? (item.keyed === 'plus' ? 5 : 1) : 3,
      }));
      await other.inject({
        method: 'PUT',
        url: '/api/me/personality/answers',
        headers: person.auth,
        payload: { testVersion: BIG_FIVE_TEST_VERSION, answers },
      });
      const report = await other.inject({
        method: 'POST',
        url: '/api/me/personality/report',
        headers: person.auth,
        payload: {},
      });
      expect(report.statusCode).toBe(201);
      expect((await suggestions(person.auth)).source).toBe('interests-and-personality');
      const deleted = await other.inject({
        method: 'DELETE',
        url: `/api/me/personality/reports/${report.json().id}`,
        headers: person.auth,
      });
      expect(deleted.statusCode).toBe(204);
      expect(await suggestions(person.auth)).toEqual(situated);

      // Someone else with that first result gets the list it makes, none of this person's answers.
      const stranger = await signUp('stranger');
      expect((await suggestions(stranger.auth)).source).toBe('none');
      await saveResult(stranger.auth, 'A');
      expect(await suggestions(stranger.auth)).toEqual(artistic);
    },
  );

  it('takes a verified token at its word, and only that token', async () => {
    const person = await signUp('token');
    for (let i = 0; i < 3; i++) {
      const me = await app().inject({ url: '/api/me', headers: person.auth });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ id: person.uid });
    }
    // The same claims for an account that does not exist, and a token cut short: both refused.
    const [header, payload] = person.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const stranger = Buffer.from(
      JSON.stringify({ ...claims, sub: 'no-such-account', user_id: 'no-such-account' }),
    ).toString('base64url');
    for (const token of [`${header}.${stranger}.`, person.token.slice(0, -12)]) {
      const response = await app().inject({
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it(
    'serves career pages, search and suggestions from a new import once it is in',
    { timeout: 240_000 },
    async () => {
      const person = await signUp('reimport');
      await saveResult(person.auth, 'I');
      const page = await app().inject({ url: `/api/careers/${DEVELOPERS}` });
      expect(page.json()).toMatchObject({ sources: { onet: '30.1' }, pay: { soc: '15-1252' } });
      const search = async () =>
        (await app().inject({ url: '/api/careers?q=software%20developer' })).json() as CareerPage;
      expect((await search()).items[0]).toMatchObject({
        code: DEVELOPERS,
        pay: { basis: 'annual' },
      });
      expect((await suggestions(person.auth)).items.some((item) => item.career.pay)).toBe(true);

      // Each process checks the release at most every RECHECK_MS: the test moves the clock the API
      // reads (Date) on past that, instead of waiting for it.
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      const pastRecheck = () => vi.setSystemTime(Date.now() + RECHECK_MS + 100);
      try {
        // The older release, without the BLS tables: no pay, no knowledge areas.
        await importCatalogue(started().database.db, { onet: SHARED_ONET_29 });
        pastRecheck();
        const older = await app().inject({
          url: `/api/careers/${DEVELOPERS}`,
          headers: { 'if-none-match': page.headers['etag'] as string },
        });
        expect(older.statusCode).toBe(200);
        expect(older.headers['etag']).not.toBe(page.headers['etag']);
        expectWrittenBy(careerDetailsSchema, older.body);
        expect(older.json()).toMatchObject({
          sources: { onet: '29.3', pay: null },
          pay: null,
          knowledge: [],
        });
        expect((await search()).items[0]).toMatchObject({ code: DEVELOPERS, pay: null });
        const listed = await suggestions(person.auth);
        expect(listed.items.length).toBeGreaterThan(0);
        for (const item of listed.items) expect(item.career.pay).toBeNull();
      } finally {
        await importCatalogue(started().database.db, { onet: SHARED_ONET, bls: SHARED_BLS });
      }
      pastRecheck();
      const current = await app().inject({ url: `/api/careers/${DEVELOPERS}` });
      vi.useRealTimers();
      expect(current.body).toBe(page.body);
    },
  );
});
