import { BIG_FIVE_ITEM_KEY, BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import { DATA_EXPORT_FORMAT, type InterestCard, dataExportSchema } from '@pathwise/contract';
import { databaseTargets, ensureCatalogue, signUp, useApi } from './helpers';

type Person = Awaited<ReturnType<typeof signUp>>;

describe.each(databaseTargets())('the data export on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  beforeAll(() => ensureCatalogue(started().database), 180_000);

  const call = (
    person: Person,
    method: 'GET' | 'PUT' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) => app().inject({ method, url, headers: person.auth, payload });
  const expectOk = async (response: Promise<{ statusCode: number; body: string }>) => {
    const settled = await response;
    expect(settled.statusCode, settled.body).toBeLessThan(300);
  };

  /** A person who has done a bit of everything, with their own name and choices. */
  async function busyPerson(label: string, liked: string, codes: string[]) {
    const person = await signUp(label);
    await expectOk(
      call(person, 'PATCH', '/api/me', {
        displayName: `${label} person`,
        lifeStage: 'college',
        country: 'IE',
        shareProfile: true,
      }),
    );
    await expectOk(
      call(person, 'PUT', '/api/me/onboarding', {
        lifeStage: 'college',
        workValues: ['independence'],
        completed: true,
      }),
    );
    await expectOk(
      call(person, 'PUT', '/api/me/personality/answers', {
        testVersion: BIG_FIVE_TEST_VERSION,
        answers: BIG_FIVE_ITEM_KEY.map((item) => ({ itemId: item.id, score: 4 })),
      }),
    );
    const made = await call(person, 'POST', '/api/me/personality/report', { sex: 'female' });
    await expectOk(call(person, 'PUT', `/api/me/personality/reports/${made.json().id}/share`));
    const deck = (await app().inject({ url: '/api/interests/items' })).json() as {
      cards: InterestCard[];
    };
    await expectOk(
      call(person, 'PUT', '/api/me/interests/answers', {
        ratings: deck.cards.map((card) => ({
          cardId: card.id,
          rating: card.area === liked ? 'like' : 'dislike',
        })),
      }),
    );
    await expectOk(call(person, 'POST', '/api/me/interests/result'));
    for (const code of codes) await expectOk(call(person, 'PUT', `/api/me/favourites/${code}`));
    return person;
  }

  it('gives a person everything stored about them, as a file, and nothing of anyone else', async () => {
    const sam = await busyPerson('sam', 'S', ['15-1252.00', '29-1141.00']);
    const other = await busyPerson('other', 'R', ['47-2031.00']);

    const response = await call(sam, 'GET', '/api/me/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="pathwise-data.json"',
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const data = dataExportSchema.parse(response.json());
    expect(data.format).toBe(DATA_EXPORT_FORMAT);
    expect(Date.now() - Date.parse(data.exportedAt)).toBeLessThan(60_000);
    expect(data.profile).toMatchObject({
      id: sam.uid,
      displayName: 'sam person',
      lifeStage: 'college',
      country: 'IE',
      shareProfile: true,
    });
    // Life stage and country are the profile's; the onboarding part holds only the rest, once.
    expect(data.onboarding.answers).toEqual({ workValues: ['independence'], completed: true });
    // The answers were scored: they are kept with the report, and none wait unscored.
    expect(data.personality.answers).toEqual([]);
    expect(data.personality.reports).toHaveLength(1);
    const kept = data.personality.reports[0]!.answers!;
    expect(new Set(kept.map((answer) => answer.itemId))).toEqual(
      new Set(BIG_FIVE_ITEM_KEY.map((item) => item.id)),
    );
    expect(kept.every((answer) => answer.score === 4)).toBe(true);
    expect(data.personality.reports[0]!.normGroup.sex).toBe('female');
    expect(data.personality.reports[0]!.shareId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(data.interests.ratings.length).toBeGreaterThanOrEqual(30);
    expect(data.interests.results).toHaveLength(1);
    expect(data.interests.results[0]!.hollandCode[0]).toBe('S');
    expect(data.favourites.map((favourite) => favourite.code)).toEqual([
      '15-1252.00',
      '29-1141.00',
    ]);
    expect(data.favourites[0]!.title).toBe('Software Developers');
    expect(data.coins.ledger.map((award) => award.achievement).sort()).toEqual([
      'first-favourite-saved',
      'onboarding-completed',
      'personality-test-completed',
      'playground-completed',
    ]);
    expect(data.coins.balance).toBe(95);

    // Groups: the one Sam made, and the one Sam is in, with the name and items Sam shows it.
    const group = (await call(other, 'POST', '/api/me/groups', { name: 'Study hall' })).json() as {
      code: string;
    };
    await expectOk(
      call(sam, 'PUT', `/api/groups/${group.code}/membership`, {
        name: 'Sam S.',
        shares: {
          progress: true,
          interestCode: false,
          topCareers: false,
          savedCareers: false,
          personality: false,
        },
      }),
    );
    await expectOk(call(sam, 'POST', '/api/me/groups', { name: 'Book club' }));
    const withGroups = dataExportSchema.parse((await call(sam, 'GET', '/api/me/export')).json());
    expect(withGroups.groups.made.map((made) => made.name)).toEqual(['Book club']);
    expect(withGroups.groups.joined).toEqual([
      expect.objectContaining({
        code: group.code,
        groupName: 'Study hall',
        shownAs: 'Sam S.',
        shares: expect.objectContaining({ progress: true, interestCode: false }),
      }),
    ]);

    // The other person's id, name, share link and saved career appear nowhere in Sam's file.
    const theirs = dataExportSchema.parse((await call(other, 'GET', '/api/me/export')).json());
    expect(theirs.profile.id).toBe(other.uid);
    expect(response.body).not.toContain(other.uid);
    expect(response.body).not.toContain('other person');
    expect(response.body).not.toContain(theirs.personality.reports[0]!.shareId!);
    expect(response.body).not.toContain('47-2031.00');
  });

  it('exports an empty account with empty lists', async () => {
    const person = await signUp('new');
    const response = await call(person, 'GET', '/api/me/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(dataExportSchema.parse(response.json())).toMatchObject({
      profile: { id: person.uid, displayName: null, shareProfile: false },
      onboarding: { answers: { completed: false }, updatedAt: null },
      personality: { answers: [], reports: [] },
      interests: { ratings: [], results: [] },
      favourites: [],
      coins: { balance: 0, ledger: [] },
      groups: { made: [], joined: [] },
    });
  });

  it('answers 401 as problem+json without a valid token', async () => {
    const anonymous = await app().inject({ url: '/api/me/export' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(anonymous.headers['content-disposition']).toBeUndefined();
    const forged = await app().inject({
      url: '/api/me/export',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });
});
