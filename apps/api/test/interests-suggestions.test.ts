import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import type { InterestCard, Suggestions } from '@pathwise/contract';
import { databaseTargets, ensureCatalogue, signUp, useApi } from './helpers';

describe.each(databaseTargets())('interests and suggestions on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  beforeAll(() => ensureCatalogue(started().database), 180_000);

  const deck = async (query = '') => {
    const response = await app().inject({ url: `/api/interests/items${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { cards: InterestCard[]; minimum: { total: number } };
  };
  const rate = (auth: Record<string, string>, ratings: { cardId: string; rating: string }[]) =>
    app().inject({
      method: 'PUT',
      url: '/api/me/interests/answers',
      headers: auth,
      payload: { ratings },
    });
  const finish = (auth: Record<string, string>) =>
    app().inject({ method: 'POST', url: '/api/me/interests/result', headers: auth });
  const suggestions = async (auth: Record<string, string>, query = '') => {
    const response = await app().inject({ url: `/api/me/suggestions${query}`, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Suggestions;
  };
  /** Likes every card of one area and dislikes the rest. */
  const loving = (cards: InterestCard[], area: string) =>
    cards.map((card) => ({ cardId: card.id, rating: card.area === area ? 'like' : 'dislike' }));

  it('deals a balanced, reproducible deck to anyone', async () => {
    const standard = await deck('?seed=abc');
    expect(standard.cards).toHaveLength(48);
    for (const area of ['R', 'I', 'A', 'S', 'E', 'C'])
      expect(standard.cards.filter((card) => card.area === area)).toHaveLength(8);
    expect((await deck('?seed=abc')).cards).toEqual(standard.cards);
    expect((await deck('?seed=xyz')).cards).not.toEqual(standard.cards);
    expect((await deck('?size=long')).cards.length).toBeGreaterThan(48);
    expect((await app().inject({ url: '/api/interests/items?size=huge' })).statusCode).toBe(400);
  });

  it('scores saved ratings into a Holland code, counting a resent batch once', async () => {
    const person = await signUp();
    const { cards } = await deck();
    const ratings = loving(cards, 'S');
    await rate(person.auth, ratings.slice(0, 20));
    const resent = await rate(person.auth, ratings);
    expect(resent.json().ratings).toHaveLength(48);
    const result = await finish(person.auth);
    expect(result.statusCode).toBe(201);
    expect(result.json()).toMatchObject({ answered: 48, flat: false });
    expect(result.json().hollandCode[0]).toBe('S');
    expect(result.json().scores.S).toBe(100);
  });

  it('gives the same result when asked again with no rating changed, storing it once', async () => {
    const person = await signUp();
    const { cards } = await deck();
    await rate(person.auth, loving(cards, 'I'));
    const first = await finish(person.auth);
    // A client retrying after a lost answer, twice at once.
    const again = await Promise.all([finish(person.auth), finish(person.auth)]);
    for (const response of again) expect(response.json().id).toBe(first.json().id);
    const exported = await app().inject({ url: '/api/me/export', headers: person.auth });
    expect(exported.json().interests.results).toHaveLength(1);

    // A changed rating makes a new result.
    await rate(person.auth, [{ cardId: cards[0]!.id, rating: 'unsure' }]);
    const changed = await finish(person.auth);
    expect(changed.statusCode).toBe(201);
    expect(changed.json().id).not.toBe(first.json().id);
  });

  it('asks for more answers below the minimum, and refuses unknown cards', async () => {
    const person = await signUp();
    const { cards } = await deck();
    await rate(person.auth, loving(cards, 'A').slice(0, 10));
    const early = await finish(person.auth);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'not_enough_answers' });
    const unknown = await rate(person.auth, [{ cardId: 'no-such-card', rating: 'like' }]);
    expect(unknown.statusCode).toBe(422);
    const badRating = await rate(person.auth, [{ cardId: cards[0]!.id, rating: 'love' }]);
    expect(badRating.statusCode).toBe(400);
    const saved = await app().inject({ url: '/api/me/interests/answers', headers: person.auth });
    expect(saved.json().ratings).toHaveLength(10);
  });

  it('suggests careers that fit the interest result, with reasons, within the job zones asked', async () => {
    const person = await signUp();
    expect(await suggestions(person.auth)).toEqual({
      source: 'none',
      inputs: { interests: false, personality: false, workValues: [], currentOccupation: false },
      fitFloors: null,
      items: [],
      close: null,
    });
    // No interest result yet: an empty answer, not an error.
    const none = await app().inject({ url: '/api/me/interests/result', headers: person.auth });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const { cards } = await deck();
    await rate(person.auth, loving(cards, 'I'));
    await finish(person.auth);
    const ranked = await suggestions(person.auth, '?limit=10');
    expect(ranked.source).toBe('interest-inventory');
    expect(ranked.items).toHaveLength(10);
    const floors = ranked.fitFloors!;
    for (const item of ranked.items) {
      expect(item.career.highPoints[0]).toBe('I');
      expect(item.reasons[0]?.kind).toBe('interest-fit');
      // The band is read from the fit with this person's floors, which the list sends.
      expect(item.fitBand).toBe(
        item.fit >= floors.strong
          ? 'strong'
          : item.fit >= floors.good
            ? 'good'
            : item.fit >= floors.some
              ? 'some'
              : 'weak',
      );
      expect(item.estimate).toBe(false);
    }
    // A strong fit is rare: at most ten of some nine hundred careers.
    expect(ranked.items.filter((item) => item.fitBand === 'strong').length).toBeLessThanOrEqual(10);
    expect(ranked.items[0]!.fit).toBeGreaterThanOrEqual(ranked.items[9]!.fit);
    const zoned = await suggestions(person.auth, '?jobZone=2&limit=5');
    for (const item of zoned.items) expect(item.career.jobZone).toBe(2);
  });

  it('estimates from personality alone, and says so', async () => {
    const person = await signUp();
    // High Openness: answer 5 to plus-keyed and 1 to minus-keyed Openness items, 3 elsewhere.
    const answers = BIG_FIVE_ITEM_KEY.map((item) => ({
      itemId: item.id,
      score: item.domain === 'O' ? (item.keyed === 'plus' ? 5 : 1) : 3,
    }));
    await app().inject({
      method: 'PUT',
      url: '/api/me/personality/answers',
      headers: person.auth,
      payload: { testVersion: BIG_FIVE_TEST_VERSION, answers },
    });
    await app().inject({
      method: 'POST',
      url: '/api/me/personality/report',
      headers: person.auth,
      payload: {},
    });
    const estimated = await suggestions(person.auth, '?limit=5');
    expect(estimated.source).toBe('personality-estimate');
    expect(estimated.inputs).toEqual({
      interests: false,
      personality: true,
      workValues: [],
      currentOccupation: false,
    });
    // Estimated from personality alone: flagged, so the page shows words, not a number.
    for (const item of estimated.items) expect(item.estimate).toBe(true);
    const source = estimated.items[0]!.reasons.find((reason) => reason.kind === 'profile-source');
    expect(source?.text).toMatch(/estimated your interests from your personality/);
  });

  it('suggests careers to someone signed out from their ratings, the same as once saved', async () => {
    const { cards } = await deck();
    const ratings = loving(cards, 'A');
    const open = (payload: Record<string, unknown>) =>
      app().inject({ method: 'POST', url: '/api/suggestions', payload });
    const response = await open({ ratings, limit: 8 });
    expect(response.statusCode, response.body).toBe(200);
    const anonymous = response.json() as Suggestions;
    expect(anonymous.source).toBe('interest-inventory');
    expect(anonymous.inputs).toEqual({
      interests: true,
      personality: false,
      workValues: [],
      currentOccupation: false,
    });
    expect(anonymous.items).toHaveLength(8);
    // The same ratings saved to an account rank the same careers.
    const person = await signUp();
    await rate(person.auth, ratings);
    await finish(person.auth);
    const saved = await suggestions(person.auth, '?limit=8');
    expect(anonymous.items.map((item) => item.career.code)).toEqual(
      saved.items.map((item) => item.career.code),
    );
    const zoned = (await open({ ratings, jobZone: [4], limit: 5 })).json() as Suggestions;
    for (const item of zoned.items) expect(item.career.jobZone).toBe(4);
  });

  it('narrows suggestions to a pay floor and to growing careers before taking the best', async () => {
    const { cards } = await deck();
    const ratings = loving(cards, 'A');
    const open = async (payload: Record<string, unknown>) => {
      const response = await app().inject({ method: 'POST', url: '/api/suggestions', payload });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Suggestions;
    };
    const annual = (pay: { median: number; basis: string }) =>
      pay.basis === 'hourly' ? pay.median * 2080 : pay.median;
    const paid = await open({ ratings, limit: 10, minPay: 60000 });
    // Artistic careers paying $60,000+ are fewer than the unfiltered best, yet still fill the list.
    expect(paid.items).toHaveLength(10);
    for (const { career } of paid.items) expect(annual(career.pay!)).toBeGreaterThanOrEqual(60000);
    const faster = await open({ ratings, limit: 10, growth: 'faster' });
    expect(faster.items.length).toBeGreaterThan(0);
    // All occupations grow 3.1% (BLS); "faster" is 1.5 points or more above that.
    for (const { career } of faster.items) expect(career.growthPercent).toBeGreaterThanOrEqual(4.6);
    const unfiltered = await open({ ratings, limit: 10 });
    expect(paid.items.map((item) => item.career.code)).not.toEqual(
      unfiltered.items.map((item) => item.career.code),
    );
    for (const bad of [{ minPay: -1 }, { minPay: 1.5 }, { growth: 'fast' }]) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/suggestions',
        payload: { ratings, ...bad },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('explains what is wrong with ratings it cannot use, storing nothing', async () => {
    const { cards } = await deck();
    const open = (payload: Record<string, unknown>) =>
      app().inject({ method: 'POST', url: '/api/suggestions', payload });
    const few = await open({ ratings: loving(cards, 'R').slice(0, 5) });
    expect(few.statusCode).toBe(422);
    expect(few.json().code).toBe('not_enough_answers');
    const unknown = await open({ ratings: [{ cardId: 'no-such-card', rating: 'like' }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('invalid_ratings');
    const twice = loving(cards, 'R');
    const doubled = await open({ ratings: [...twice, twice[0]] });
    expect(doubled.json().errors?.[0]?.path ?? doubled.body).toMatch(/ratings\.48\.cardId/);
    const malformed = await open({ ratings: loving(cards, 'R'), limit: 500 });
    expect(malformed.statusCode).toBe(400);
  });
});
