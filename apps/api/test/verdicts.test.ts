import { randomUUID } from 'node:crypto';
import { VERDICT_STATS_MINIMUM, type Suggestions, type VerdictStats } from '@pathwise/contract';
import { careerVerdicts, profiles } from '../src/db/schema';
import { databaseTargets, ensureCatalogue, signUp, useApi } from './helpers';

describe.each(databaseTargets())('"Would you consider this?" on %s', (name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  beforeAll(() => ensureCatalogue(started().database), 180_000);

  type Auth = Record<string, string>;
  const answer = (auth: Auth, code: string, payload: object | string) =>
    app().inject({ method: 'PUT', url: `/api/me/verdicts/${code}`, headers: auth, payload });
  const takeBack = (auth: Auth, code: string) =>
    app().inject({ method: 'DELETE', url: `/api/me/verdicts/${code}`, headers: auth });
  const suggestions = async (auth: Auth) =>
    (
      await app().inject({ url: '/api/me/suggestions?limit=10', headers: auth })
    ).json() as Suggestions;

  /** A person with an interest result, whose best matches are investigative work. */
  async function investigator() {
    const person = await signUp();
    const { cards } = (await app().inject({ url: '/api/interests/items' })).json();
    await app().inject({
      method: 'PUT',
      url: '/api/me/interests/answers',
      headers: person.auth,
      payload: {
        ratings: cards.map((card: { id: string; area: string }) => ({
          cardId: card.id,
          rating: card.area === 'I' ? 'like' : card.area === 'A' ? 'unsure' : 'dislike',
        })),
      },
    });
    await app().inject({ method: 'POST', url: '/api/me/interests/result', headers: person.auth });
    return person;
  }

  it('takes a career off the list on "not for me", and puts it back on undo', async () => {
    const person = await investigator();
    const before = await suggestions(person.auth);
    const first = before.items[0]!.career;
    const said = await answer(person.auth, first.code, { verdict: 'no' });
    expect(said.statusCode, said.body).toBe(200);
    expect(said.headers['cache-control']).toBe('no-store');
    expect(said.json()).toMatchObject({ code: first.code, title: first.title, verdict: 'no' });

    const after = await suggestions(person.auth);
    expect(after.items.map((item) => item.career.code)).not.toContain(first.code);
    // The list is as long as before: the next career moves up.
    expect(after.items).toHaveLength(before.items.length);
    const listed = (await app().inject({ url: '/api/me/verdicts', headers: person.auth })).json();
    expect(listed.items).toEqual([said.json()]);

    expect((await takeBack(person.auth, first.code)).statusCode).toBe(204);
    expect((await suggestions(person.auth)).items[0]!.career.code).toBe(first.code);
    // "Yes" keeps it on the list.
    await answer(person.auth, first.code, { verdict: 'yes' });
    expect((await suggestions(person.auth)).items[0]!.career.code).toBe(first.code);
  });

  it('refuses what is not an answer, and a career that does not exist, changing nothing', async () => {
    const person = await investigator();
    await answer(person.auth, '15-1252.00', { verdict: 'yes' });
    for (const payload of [{ verdict: 'maybe' }, {}, { verdict: 'no', extra: 1 }, 'no', []]) {
      const response = await answer(person.auth, '15-1252.00', payload);
      // A bare string arrives as text, which this route does not take (415); the rest are 400.
      expect(response.statusCode, JSON.stringify(payload)).toBe(payload === 'no' ? 415 : 400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    }
    expect((await answer(person.auth, '99-9999.00', { verdict: 'no' })).statusCode).toBe(404);
    expect((await answer(person.auth, 'not-a-code', { verdict: 'no' })).statusCode).toBe(400);
    const listed = (await app().inject({ url: '/api/me/verdicts', headers: person.auth })).json();
    expect(listed.items.map((item: { verdict: string }) => item.verdict)).toEqual(['yes']);
    expect((await app().inject({ url: '/api/me/verdicts' })).statusCode).toBe(401);
  });

  it('shows the share of yes by band only where a band has enough answers', async () => {
    const stats = async () =>
      (await app().inject({ url: '/api/verdicts/stats' })).json() as VerdictStats;
    const { db } = started().database;
    // Answers already given by many people, counted as the server stored them.
    const people = Array.from({ length: VERDICT_STATS_MINIMUM + 5 }, () => `stats-${randomUUID()}`);
    await db
      .insert(profiles)
      .values(people.map((id) => ({ id })))
      .onConflictDoNothing();
    const before = await stats();
    const strongBefore = before.bands.find((band) => band.band === 'strong');
    await db
      .insert(careerVerdicts)
      .values(
        people.map((id, i) => ({
          userId: id,
          code: '15-1252.00',
          verdict: i % 5 === 0 ? ('no' as const) : ('yes' as const),
          fitBand: 'strong' as const,
        })),
      )
      .onConflictDoNothing();
    // A band with fewer answers than the minimum is not shown.
    await db
      .insert(careerVerdicts)
      .values(
        people.slice(0, 3).map((id) => ({
          userId: id,
          code: '29-1141.00',
          verdict: 'yes' as const,
          fitBand: 'weak' as const,
        })),
      )
      .onConflictDoNothing();
    const after = await stats();
    expect(after.minimum).toBe(VERDICT_STATS_MINIMUM);
    const strong = after.bands.find((band) => band.band === 'strong')!;
    const added = strong.answers - (strongBefore?.answers ?? 0);
    const yes = strong.yes - (strongBefore?.yes ?? 0);
    const said = { answers: people.length, yes: people.length - Math.ceil(people.length / 5) };
    if (name === 'PGlite') expect({ answers: added, yes }).toEqual(said);
    else {
      // The PostgreSQL database is shared with test files running at the same time, whose
      // answers may land between the two counts.
      expect(added).toBeGreaterThanOrEqual(said.answers);
      expect(yes).toBeGreaterThanOrEqual(said.yes);
    }
    for (const band of after.bands)
      expect(band.answers).toBeGreaterThanOrEqual(VERDICT_STATS_MINIMUM);
  });
});
