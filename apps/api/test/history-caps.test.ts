import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import { type DataExport, type InterestCard, PERSONALITY_ITEM_COUNT } from '@pathwise/contract';
import { HISTORY_LIMITS } from '../src/config';
import { databaseTargets, ensureCatalogue, signUp, useApi } from './helpers';

type Auth = Record<string, string>;

describe.each(databaseTargets())('stored history per person on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  beforeAll(() => ensureCatalogue(started().database), 180_000);

  const call = async (
    auth: Auth,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
  ) => {
    const response = await app().inject({ method, url, headers: auth, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };

  /** Takes the whole personality test again and returns the new report's id. */
  async function takeTest(auth: Auth, score: number): Promise<string> {
    const answers = BIG_FIVE_ITEM_KEY.map(({ id }) => ({ itemId: id, score }));
    expect(answers).toHaveLength(PERSONALITY_ITEM_COUNT);
    await call(auth, 'PUT', '/api/me/personality/answers', {
      testVersion: BIG_FIVE_TEST_VERSION,
      answers,
    });
    return (await call(auth, 'POST', '/api/me/personality/report', {})).id;
  }

  it(`keeps a person's newest ${HISTORY_LIMITS.personalityReports} personality reports`, async () => {
    const person = await signUp('retaker');
    const keep = HISTORY_LIMITS.personalityReports;
    const ids: string[] = [];
    for (let i = 0; i < keep; i++) ids.push(await takeTest(person.auth, (i % 5) + 1));
    const { shareId } = await call(
      person.auth,
      'PUT',
      `/api/me/personality/reports/${ids[0]}/share`,
    );
    const viewer = await signUp('viewer');
    expect(await call(viewer.auth, 'GET', `/api/shared-reports/${shareId}`)).not.toBeNull();

    // One more test: never refused, and the oldest report goes to make room.
    ids.push(await takeTest(person.auth, 2));
    const history = await call(person.auth, 'GET', '/api/me/personality/reports');
    expect(history.items.map((item: { id: string }) => item.id)).toEqual(ids.slice(1).reverse());
    const oldest = await app().inject({
      url: `/api/me/personality/reports/${ids[0]}`,
      headers: person.auth,
    });
    expect(oldest.statusCode).toBe(404);
    // Its share link ends with it, as when a report is deleted.
    expect(await call(viewer.auth, 'GET', `/api/shared-reports/${shareId}`)).toBeNull();
    expect((await call(person.auth, 'GET', '/api/me/personality/report')).id).toBe(ids.at(-1));
  });

  it(`keeps a person's newest ${HISTORY_LIMITS.interestResults} interest results`, async () => {
    const person = await signUp('replayer');
    const keep = HISTORY_LIMITS.interestResults;
    const { cards } = (await call(person.auth, 'GET', '/api/interests/items')) as {
      cards: InterestCard[];
    };
    const rateAll = (first: string) =>
      call(person.auth, 'PUT', '/api/me/interests/answers', {
        ratings: cards.map((card, i) => ({ cardId: card.id, rating: i === 0 ? first : 'like' })),
      });
    // Each time with a rating changed: the same ratings sent again give back the same result.
    const ids: string[] = [];
    for (let i = 0; i < keep + 3; i++) {
      await rateAll(i % 2 ? 'like' : 'unsure');
      ids.push((await call(person.auth, 'POST', '/api/me/interests/result')).id);
    }
    expect(new Set(ids).size).toBe(keep + 3);

    const exported = (await call(person.auth, 'GET', '/api/me/export')) as DataExport;
    expect(exported.interests.results.map((result) => result.id)).toEqual(ids.slice(-keep));
    expect((await call(person.auth, 'GET', '/api/me/interests/result')).id).toBe(ids.at(-1));
  });

  it("counts each person's history apart", async () => {
    const [first, second] = [await signUp('first'), await signUp('second')];
    await takeTest(first.auth, 3);
    const secondIds = [await takeTest(second.auth, 4), await takeTest(second.auth, 5)];
    const history = await call(second.auth, 'GET', '/api/me/personality/reports');
    expect(history.items.map((item: { id: string }) => item.id)).toEqual(secondIds.reverse());
    expect((await call(first.auth, 'GET', '/api/me/personality/reports')).items).toHaveLength(1);
  });
});
