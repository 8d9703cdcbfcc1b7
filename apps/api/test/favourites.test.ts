import { FAVOURITES_LIMIT } from '@pathwise/contract';
import { occupations } from '../src/db/schema';
import { databaseTargets, ensureCatalogue, signUp, useApi } from './helpers';

describe.each(databaseTargets())('favourites on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  let codes: string[] = [];
  beforeAll(async () => {
    await ensureCatalogue(started().database);
    const rows = await started().database.db.select({ code: occupations.code }).from(occupations);
    codes = rows.map((row) => row.code).sort();
  }, 180_000);

  const save = (auth: Record<string, string>, code: string) =>
    app().inject({ method: 'PUT', url: `/api/me/favourites/${code}`, headers: auth });
  const list = async (auth: Record<string, string>) =>
    (await app().inject({ url: '/api/me/favourites', headers: auth })).json();
  const coins = async (auth: Record<string, string>) =>
    (await app().inject({ url: '/api/me/coins', headers: auth })).json();

  it('saves, lists and removes careers; saving twice keeps one', async () => {
    const person = await signUp();
    expect((await save(person.auth, '15-1252.00')).statusCode).toBe(201);
    const again = await save(person.auth, '15-1252.00');
    expect(again.statusCode).toBe(200);
    expect((await save(person.auth, '29-1141.00')).statusCode).toBe(201);
    const saved = await list(person.auth);
    expect(saved.limit).toBe(FAVOURITES_LIMIT);
    expect(saved.items.map((item: { code: string }) => item.code)).toEqual([
      '15-1252.00',
      '29-1141.00',
    ]);
    expect(saved.items[0].career).toMatchObject({ title: 'Software Developers' });
    const removed = await app().inject({
      method: 'DELETE',
      url: '/api/me/favourites/15-1252.00',
      headers: person.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(person.auth)).items).toHaveLength(1);
  });

  it('awards the first-favourite coins once, even for saves at the same moment', async () => {
    const person = await signUp();
    const results = await Promise.all(codes.slice(0, 6).map((code) => save(person.auth, code)));
    expect(results.map((result) => result.statusCode)).toEqual(Array(6).fill(201));
    const ledger = (await coins(person.auth)).ledger;
    expect(
      ledger.filter(
        (award: { achievement: string }) => award.achievement === 'first-favourite-saved',
      ),
    ).toHaveLength(1);
  });

  it(`keeps at most ${FAVOURITES_LIMIT}, with a clear error past that`, async () => {
    const person = await signUp();
    for (const code of codes.slice(0, FAVOURITES_LIMIT)) {
      const response = await save(person.auth, code);
      expect(response.statusCode).toBe(201);
    }
    const over = await save(person.auth, codes[FAVOURITES_LIMIT]!);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'favourites_full' });
    expect(over.json().detail).toMatch(/Remove one/);
    expect((await list(person.auth)).items).toHaveLength(FAVOURITES_LIMIT);
  });

  it('refuses unknown and malformed codes, and anonymous callers', async () => {
    const person = await signUp();
    const unknown = await save(person.auth, '99-9999.99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'career_not_found' });
    expect((await save(person.auth, 'nurse')).statusCode).toBe(400);
    expect((await list(person.auth)).items).toEqual([]);
    for (const [method, url] of [
      ['GET', '/api/me/favourites'],
      ['PUT', '/api/me/favourites/15-1252.00'],
      ['DELETE', '/api/me/favourites/15-1252.00'],
    ] as const)
      expect((await app().inject({ method, url })).statusCode).toBe(401);
  });

  it("never shows or changes another person's favourites", async () => {
    const [owner, other] = await Promise.all([signUp('owner'), signUp('other')]);
    await save(owner.auth, '15-1252.00');
    expect((await list(other.auth)).items).toEqual([]);
    await app().inject({
      method: 'DELETE',
      url: '/api/me/favourites/15-1252.00',
      headers: other.auth,
    });
    expect((await list(owner.auth)).items).toHaveLength(1);
  });
});
