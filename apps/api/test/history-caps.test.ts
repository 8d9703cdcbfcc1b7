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

  /** Takes the whole personality test again and returns the new report. */
  async function takeTest(
    auth: Auth,
    score: number,
  ): Promise<{ id: string; createdAt: string; removedReport: { id: string } | null }> {
    const answers = BIG_FIVE_ITEM_KEY.map(({ id }) => ({ itemId: id, score }));
    expect(answers).toHaveLength(PERSONALITY_ITEM_COUNT);
    await call(auth, 'PUT', '/api/me/personality/answers', {
      testVersion: BIG_FIVE_TEST_VERSION,
      answers,
    });
    return call(auth, 'POST', '/api/me/personality/report', {});
  }

  const historyIds = async (auth: Auth) =>
    (await call(auth, 'GET', '/api/me/personality/reports')).items.map(
      (item: { id: string }) => item.id,
    );

  it(`keeps the newest ${HISTORY_LIMITS.personalityReports} unshared reports, says which one went, and keeps shared ones`, async () => {
    const person = await signUp('retaker');
    const keep = HISTORY_LIMITS.personalityReports;
    const ids: string[] = [];
    for (let i = 0; i < keep; i++) {
      const report = await takeTest(person.auth, (i % 5) + 1);
      expect(report.removedReport).toBeNull();
      ids.push(report.id);
    }
    // The oldest is shared: its link must outlive the cap.
    const { shareId } = await call(
      person.auth,
      'PUT',
      `/api/me/personality/reports/${ids[0]}/share`,
    );
    const viewer = await signUp('viewer');
    expect(await call(viewer.auth, 'GET', `/api/shared-reports/${shareId}`)).not.toBeNull();

    // The shared one no longer counts: one more report fits without removing any.
    const fits = await takeTest(person.auth, 4);
    expect(fits.removedReport).toBeNull();
    ids.push(fits.id);
    // One more: never refused; the oldest unshared report goes, and the answer names it.
    const next = await takeTest(person.auth, 2);
    expect(next.removedReport).toMatchObject({ id: ids[1], createdAt: expect.any(String) });
    ids.push(next.id);
    expect(await historyIds(person.auth)).toEqual([ids[0], ...ids.slice(2)].reverse());
    const gone = await app().inject({
      url: `/api/me/personality/reports/${ids[1]}`,
      headers: person.auth,
    });
    expect(gone.statusCode).toBe(404);
    // The shared one is still there, and so is its link.
    expect(await call(viewer.auth, 'GET', `/api/shared-reports/${shareId}`)).not.toBeNull();
    expect((await call(person.auth, 'GET', '/api/me/personality/report')).id).toBe(ids.at(-1));
  });

  it(`lets a person share up to ${HISTORY_LIMITS.sharedReports} reports at once`, async () => {
    const person = await signUp('sharer');
    const limit = HISTORY_LIMITS.sharedReports;
    const share = (id: string) =>
      app().inject({
        method: 'PUT',
        url: `/api/me/personality/reports/${id}/share`,
        headers: person.auth,
      });
    // Each shared as it is made: shared ones are outside the cap, so all of them stay.
    const ids: string[] = [];
    const links: string[] = [];
    for (let i = 0; i <= limit; i++) {
      ids.push((await takeTest(person.auth, (i % 5) + 1)).id);
      if (i < limit) links.push((await share(ids[i]!)).json().shareId);
    }
    expect(new Set(links).size).toBe(limit);
    const refused = await share(ids[limit]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'share_limit' });
    // Sharing one already shared is not a new share: the same link.
    expect((await share(ids[0]!)).json().shareId).toBe(links[0]);
    // Stopping one makes room.
    const stopped = await app().inject({
      method: 'DELETE',
      url: `/api/me/personality/reports/${ids[0]}/share`,
      headers: person.auth,
    });
    expect(stopped.statusCode).toBe(204);
    expect((await share(ids[limit]!)).statusCode).toBe(200);
    // Every report is still there: with all of them shared, none was over the cap.
    expect(await historyIds(person.auth)).toHaveLength(limit + 1);
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
    const secondIds = [(await takeTest(second.auth, 4)).id, (await takeTest(second.auth, 5)).id];
    const history = await call(second.auth, 'GET', '/api/me/personality/reports');
    expect(history.items.map((item: { id: string }) => item.id)).toEqual(secondIds.reverse());
    expect((await call(first.auth, 'GET', '/api/me/personality/reports')).items).toHaveLength(1);
  });
});
