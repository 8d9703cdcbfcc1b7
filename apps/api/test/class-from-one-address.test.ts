import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import type { InterestCard, Suggestions } from '@pathwise/contract';
import { ensureCatalogue, signUp, startApi } from './helpers';

/** A school lab: every student's requests come from the school's one address. */
const STUDENTS = 60;
/** The test saves its answers in batches as a student goes (the web app saves every few answers). */
const ANSWER_BATCH = 10;

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;
type Answer = LightMyRequestResponse;

/**
 * One student's period, as the web app asks for it: the cards and suggestions before signing up,
 * then the test, the report, the sort saved to the account, suggestions, career pages and a save.
 */
async function studentPeriod(inject: Inject, index: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  const call = async (options: InjectOptions) => {
    const answer = await inject(options);
    answers.push(answer);
    return answer;
  };
  const deck = (await call({ url: `/api/interests/items?seed=student-${index}` })).json() as {
    cards: InterestCard[];
  };
  const ratings = deck.cards.map((card, n) => ({
    cardId: card.id,
    rating: (n + index) % 3 === 0 ? 'like' : (n + index) % 3 === 1 ? 'unsure' : 'dislike',
  }));
  const anonymous = (
    await call({ method: 'POST', url: '/api/suggestions', payload: { ratings } })
  ).json() as Suggestions;
  await call({ url: '/api/catalogue' });
  for (const item of anonymous.items.slice(0, 2))
    await call({ url: `/api/careers/${item.career.code}` });

  const { auth } = await signUp(`student-${index}`);
  const signedIn = { headers: auth };
  await call({ url: '/api/me', ...signedIn });
  await call({ url: '/api/me/coins', ...signedIn });
  await call({
    method: 'PUT',
    url: '/api/me/onboarding',
    ...signedIn,
    payload: { lifeStage: 'school', maxJobZone: 3, workValues: ['independence'] },
  });
  for (let start = 0; start < BIG_FIVE_ITEM_KEY.length; start += ANSWER_BATCH) {
    const batch = BIG_FIVE_ITEM_KEY.slice(start, start + ANSWER_BATCH);
    await call({
      method: 'PUT',
      url: '/api/me/personality/answers',
      ...signedIn,
      payload: {
        testVersion: BIG_FIVE_TEST_VERSION,
        answers: batch.map((item, n) => ({ itemId: item.id, score: ((n + index) % 5) + 1 })),
      },
    });
  }
  await call({ method: 'POST', url: '/api/me/personality/report', ...signedIn, payload: {} });
  await call({ url: '/api/me/personality/report', ...signedIn });
  await call({
    method: 'PUT',
    url: '/api/me/interests/answers',
    ...signedIn,
    payload: { ratings },
  });
  await call({ method: 'POST', url: '/api/me/interests/result', ...signedIn });
  const suggestions = (
    await call({ url: '/api/me/suggestions', ...signedIn })
  ).json() as Suggestions;
  for (const item of suggestions.items.slice(0, 3))
    await call({ url: `/api/careers/${item.career.code}`, ...signedIn });
  await call({
    method: 'PUT',
    url: `/api/me/favourites/${suggestions.items[0]!.career.code}`,
    ...signedIn,
  });
  await call({ url: '/api/me/favourites', ...signedIn });
  return answers;
}

describe('a class behind one address', () => {
  it(`lets ${STUDENTS} students go through a period together without a 429`, async () => {
    // The limits as deployed: nothing here is raised for the test.
    const api = await startApi({ memory: true });
    try {
      await ensureCatalogue(api.database);
      const started = Date.now();
      const periods = await Promise.all(
        Array.from({ length: STUDENTS }, (_, index) =>
          studentPeriod((options) => api.app.inject(options), index),
        ),
      );
      const seconds = (Date.now() - started) / 1000;
      const all = periods.flat();
      const refused = all.filter((answer) => answer.statusCode >= 400);
      expect(refused.map((answer) => `${answer.statusCode} ${answer.body.slice(0, 120)}`)).toEqual(
        [],
      );
      // Each student really went through the flow: their answers were read back as a report.
      for (const period of periods) expect(period.length).toBeGreaterThan(25);
      // The address's own count (anonymous requests only) had room left at its fullest.
      const addressRemaining = all
        .map((answer) => Number(answer.headers['x-ratelimit-remaining']))
        .filter(Number.isFinite);
      console.info(
        `${STUDENTS} students, ${all.length} requests in ${seconds.toFixed(0)} s; ` +
          `the address limit had ${Math.min(...addressRemaining)} requests left at its fullest`,
      );
    } finally {
      await api.close();
    }
  }, 300_000);
});
