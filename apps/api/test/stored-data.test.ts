import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import type { InterestCard } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { interestRatings, interestResults, personalityReports } from '../src/db/schema';
import { databaseTargets, ensureCatalogue, signUp, useApi } from './helpers';

describe.each(databaseTargets())('stored data read back on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  const db = () => started().database.db;
  beforeAll(() => ensureCatalogue(started().database), 180_000);

  const deck = async () =>
    (await app().inject({ url: '/api/interests/items?seed=stored' })).json() as {
      cards: InterestCard[];
    };
  const rateAll = async (auth: Record<string, string>, cards: InterestCard[]) =>
    app().inject({
      method: 'PUT',
      url: '/api/me/interests/answers',
      headers: auth,
      payload: {
        ratings: cards.map((card) => ({
          cardId: card.id,
          rating: card.area === 'A' ? 'like' : 'dislike',
        })),
      },
    });
  /** Ratings of cards a later catalogue import retired (their ids are no longer in the deck). */
  const retiredRatings = (uid: string, count: number) =>
    db()
      .insert(interestRatings)
      .values(
        Array.from({ length: count }, (_, index) => ({
          userId: uid,
          cardId: `retired-card-${index}`,
          rating: 'like' as const,
        })),
      );

  it('scores an interest result from the current cards when some rated cards were retired', async () => {
    const person = await signUp('retired');
    const { cards } = await deck();
    expect((await rateAll(person.auth, cards)).statusCode).toBe(200);
    await retiredRatings(person.uid, 3);

    const answers = await app().inject({ url: '/api/me/interests/answers', headers: person.auth });
    expect(answers.json().ratings).toHaveLength(cards.length);
    const result = await app().inject({
      method: 'POST',
      url: '/api/me/interests/result',
      headers: person.auth,
    });
    expect(result.statusCode).toBe(201);
    expect(result.json()).toMatchObject({
      answered: cards.length,
      hollandCode: expect.stringMatching(/^A/),
    });
  });

  it('asks for more ratings, not a 500, when too few of the rated cards are left', async () => {
    const person = await signUp('retired-most');
    const { cards } = await deck();
    expect((await rateAll(person.auth, cards.slice(0, 10))).statusCode).toBe(200);
    await retiredRatings(person.uid, 40);
    const result = await app().inject({
      method: 'POST',
      url: '/api/me/interests/result',
      headers: person.auth,
    });
    expect(result.statusCode).toBe(422);
    expect(result.json()).toMatchObject({ code: 'not_enough_answers' });
    expect(result.json().detail).toContain('You have rated 10');
  });

  it('leaves out a stored result it cannot read, everywhere, instead of failing', async () => {
    const person = await signUp('damaged');
    const { cards } = await deck();
    await rateAll(person.auth, cards);
    const made = await app().inject({
      method: 'POST',
      url: '/api/me/interests/result',
      headers: person.auth,
    });
    expect(made.statusCode).toBe(201);
    await app().inject({
      method: 'PUT',
      url: '/api/me/personality/answers',
      headers: person.auth,
      payload: {
        testVersion: BIG_FIVE_TEST_VERSION,
        answers: BIG_FIVE_ITEM_KEY.map((item) => ({ itemId: item.id, score: 4 })),
      },
    });
    const report = await app().inject({
      method: 'POST',
      url: '/api/me/personality/report',
      headers: person.auth,
      payload: {},
    });
    expect(report.statusCode).toBe(201);
    const shared = await app().inject({
      method: 'PUT',
      url: `/api/me/personality/reports/${report.json().id}/share`,
      headers: person.auth,
    });
    expect(shared.statusCode).toBeLessThan(300);

    // As a row written by an older version, or damaged, would read.
    await db()
      .update(interestResults)
      .set({ result: { status: 'scored', scores: { R: 'high' } } })
      .where(eq(interestResults.userId, person.uid));
    await db()
      .update(personalityReports)
      .set({ result: { scores: null } })
      .where(eq(personalityReports.userId, person.uid));

    const read = (url: string) => app().inject({ url, headers: person.auth });
    expect((await read('/api/me/interests/result')).json()).toBeNull();
    expect((await read('/api/me/personality/report')).json()).toBeNull();
    expect((await read('/api/me/personality/reports')).json().items).toEqual([]);
    expect((await read(`/api/me/personality/reports/${report.json().id}`)).statusCode).toBe(404);
    const exported = await read('/api/me/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().interests.results).toEqual([]);
    expect(exported.json().personality.reports).toEqual([]);
    const suggestions = await read('/api/me/suggestions?limit=3');
    expect(suggestions.statusCode).toBe(200);
    expect(suggestions.json().inputs).toMatchObject({ interests: false, personality: false });
    expect((await read(`/api/shared-reports/${shared.json().shareId}`)).json()).toBeNull();
  });
});
