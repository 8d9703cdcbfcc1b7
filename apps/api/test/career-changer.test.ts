import { reachableZones } from '@pathwise/assessment';
import type { InterestCard, Suggestions } from '@pathwise/contract';
import { databaseTargets, ensureCatalogue, signUp, useApi } from './helpers';

const NURSES = '29-1141.00';

// On the real O*NET catalogue: a registered nurse with a bachelor's degree, who would take on a
// medium amount more preparation and leans Social and Investigative, looks for a change.
describe.each(databaseTargets())('a career changer on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  beforeAll(() => ensureCatalogue(started().database), 180_000);

  const send = (
    auth: Record<string, string>,
    method: 'PUT' | 'POST',
    url: string,
    payload?: object,
  ) => app().inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  async function changer(options: { currentJob: boolean; interests: boolean }) {
    const person = await signUp('changer');
    const answers = {
      lifeStage: 'changing-careers',
      highestEducation: 'bachelor',
      maxJobZone: 3,
      workValues: ['relationships', 'achievement'],
      ...(options.currentJob ? { currentOccupation: NURSES } : {}),
      completed: true,
    };
    expect((await send(person.auth, 'PUT', '/api/me/onboarding', answers)).statusCode).toBe(200);
    if (options.interests) {
      const { cards } = (await app().inject({ url: '/api/interests/items' })).json() as {
        cards: InterestCard[];
      };
      const ratings = cards.map((card) => ({
        cardId: card.id,
        rating: card.area === 'S' || card.area === 'I' ? 'like' : 'dislike',
      }));
      expect(
        (await send(person.auth, 'PUT', '/api/me/interests/answers', { ratings })).statusCode,
      ).toBe(200);
      expect((await send(person.auth, 'POST', '/api/me/interests/result')).statusCode).toBe(201);
    }
    // The zones the suggestions page asks for by default, from the same answers.
    const reach = reachableZones({ highestEducation: 'bachelor', morePreparation: 3 });
    const response = await app().inject({
      url: `/api/me/suggestions?limit=30&jobZone=${reach?.zones.join(',')}`,
      headers: person.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Suggestions;
  }

  it('sees zone-4 careers, and careers close to nursing with the skills they share', async () => {
    const result = await changer({ currentJob: true, interests: true });
    expect(result.inputs).toMatchObject({
      interests: true,
      currentOccupation: true,
      workValues: ['relationships', 'achievement'],
    });
    const zones = result.items.map((item) => item.career.jobZone);
    expect(zones).toContain(4);
    expect(zones).not.toContain(5);
    for (const item of result.items) expect(item.estimate).toBe(false);
    // The job she already does is not suggested to her.
    expect(result.items.map((item) => item.career.code)).not.toContain(NURSES);
    // Work values are explained wherever O*NET rates them (a few careers have no ratings).
    const withValues = result.items.filter((item) =>
      item.reasons.some((reason) => reason.kind === 'work-values'),
    );
    expect(withValues.length).toBeGreaterThan(result.items.length / 2);

    expect(result.close?.current).toEqual({ code: NURSES, title: 'Registered Nurses' });
    const close = result.close?.items ?? [];
    expect(close.length).toBeGreaterThanOrEqual(5);
    expect(close.map((item) => item.career.code)).not.toContain(NURSES);
    expect(close.some((item) => item.career.jobZone === 4)).toBe(true);
    for (const item of close) {
      expect(item.career.jobZone).not.toBe(5);
      expect(item.reasons[0]?.text).toMatch(
        /^Uses \d+ of the 12 skills most important in your current job/,
      );
      expect(item.fit).not.toBeNull();
    }
    // Nursing's own neighbours come first: most of the list shares most of its skills.
    expect(close.filter((item) => item.sharedSkills >= 9).length).toBeGreaterThanOrEqual(5);
    expect(close.some((item) => item.related)).toBe(true);
  });

  it('still finds close careers from the job alone, before any interest result', async () => {
    const result = await changer({ currentJob: true, interests: false });
    expect(result.source).toBe('none');
    expect(result.items).toEqual([]);
    const close = result.close?.items ?? [];
    expect(close.length).toBeGreaterThanOrEqual(5);
    for (const item of close) {
      expect(item.fit).toBeNull();
      expect(item.reasons.some((reason) => reason.kind === 'interest-fit')).toBe(false);
    }
  });

  it('has no close-careers list without a current job', async () => {
    const result = await changer({ currentJob: false, interests: true });
    expect(result.close).toBeNull();
    expect(result.inputs.currentOccupation).toBe(false);
  });

  it('refuses a current job that is not an O*NET code, and keeps the answers saved', async () => {
    const person = await signUp('changer');
    await send(person.auth, 'PUT', '/api/me/onboarding', { highestEducation: 'bachelor' });
    const refused = await send(person.auth, 'PUT', '/api/me/onboarding', {
      currentOccupation: 'nurse',
    });
    expect(refused.statusCode).toBe(400);
    const kept = await app().inject({ url: '/api/me/onboarding', headers: person.auth });
    expect(kept.json().answers.highestEducation).toBe('bachelor');
  });
});
