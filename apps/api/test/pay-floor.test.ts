import { annualPay, defaultJobZones } from '@pathwise/assessment';
import type { CareerDetails, InterestCard, Suggestions } from '@pathwise/contract';
import { databaseTargets, ensureCatalogue, signUp, useApi } from './helpers';

// On the real catalogue: someone leaving the army, with Realistic and Enterprising interests, a high
// school diploma, ready for some more preparation, who wants at least $50,000 a year.
describe.each(databaseTargets())('a pay floor on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  beforeAll(() => ensureCatalogue(started().database), 180_000);

  const answers = {
    lifeStage: 'changing-careers',
    highestEducation: 'secondary',
    maxJobZone: 2,
    workValues: ['working-conditions'],
    payFloor: 50_000,
    completed: true,
  } as const;

  const saveAnswers = (auth: Record<string, string>, payload: object) =>
    app().inject({ method: 'PUT', url: '/api/me/onboarding', headers: auth, payload });

  async function veteran() {
    const person = await signUp('veteran');
    const saved = await saveAnswers(person.auth, answers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().answers.payFloor).toBe(50_000);
    const { cards } = (await app().inject({ url: '/api/interests/items' })).json() as {
      cards: InterestCard[];
    };
    const ratings = cards.map((card) => ({
      cardId: card.id,
      rating: card.area === 'R' || card.area === 'E' ? 'like' : 'dislike',
    }));
    await app().inject({
      method: 'PUT',
      url: '/api/me/interests/answers',
      headers: person.auth,
      payload: { ratings },
    });
    const result = await app().inject({
      method: 'POST',
      url: '/api/me/interests/result',
      headers: person.auth,
    });
    expect(result.statusCode, result.body).toBe(201);
    return person;
  }

  const list = async (auth: Record<string, string>, query: string) => {
    const response = await app().inject({ url: `/api/me/suggestions?${query}`, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Suggestions;
  };

  it('keeps careers under the floor out of the top ten, unless asked for', async () => {
    const person = await veteran();
    // The query the pages build from the answers: their zones and their pay floor.
    const zones = defaultJobZones(answers)!;
    const top = await list(person.auth, `jobZone=${zones.join(',')}&minPay=50000&limit=10`);
    expect(top.items).toHaveLength(10);
    for (const item of top.items) {
      expect(item.career.pay, item.career.title).not.toBeNull();
      expect(annualPay(item.career.pay!), item.career.title).toBeGreaterThanOrEqual(50_000);
    }
    // Lifted, the list has lower-paid careers again: the floor was doing the work.
    const open = await list(person.auth, `jobZone=${zones.join(',')}&limit=50`);
    expect(open.items.some((item) => !item.career.pay || annualPay(item.career.pay) < 50_000)).toBe(
      true,
    );
  });

  it('says why a military job has no careers close to it, and still leaves it out', async () => {
    const person = await veteran();
    // Infantry
    const saved = await saveAnswers(person.auth, { ...answers, currentOccupation: '55-3016.00' });
    expect(saved.statusCode, saved.body).toBe(200);
    const suggestions = await list(person.auth, 'limit=50');
    expect(suggestions.close).toEqual({
      current: { code: '55-3016.00', title: 'Infantry' },
      skillsRated: false,
      items: [],
    });
    expect(suggestions.inputs.currentOccupation).toBe(true);
    expect(suggestions.items.map((item) => item.career.code)).not.toContain('55-3016.00');
  });

  it('refuses a pay floor the question does not offer, keeping the one saved', async () => {
    const person = await veteran();
    const refused = await saveAnswers(person.auth, { ...answers, payFloor: 45_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/problem\+json/);
    const kept = await app().inject({ url: '/api/me/onboarding', headers: person.auth });
    expect(kept.json().answers.payFloor).toBe(50_000);
  });

  it('gives careers BLS publishes inside one of its aggregates that aggregate’s pay', async () => {
    for (const [code, soc] of [
      ['53-1043.00', '53-1047'], // First-Line Supervisors of Material-Moving Machine and Vehicle Operators
      ['21-1014.00', '21-1018'], // Mental Health Counselors
      ['25-2056.00', '25-2052'], // Special Education Teachers, Elementary School
      ['25-9042.00', '25-9045'], // Teaching Assistants
      ['51-2022.00', '51-2028'], // Electrical and Electronic Equipment Assemblers
    ]) {
      const career = (await app().inject({ url: `/api/careers/${code}` })).json() as CareerDetails;
      expect(career.pay, code).toMatchObject({ soc, scope: 'broad' });
      expect(career.pay?.annual?.median, code).toBeGreaterThan(0);
      expect(career.outlook, code).toMatchObject({ soc, scope: 'broad' });
    }
    // A list shows the hourly median beside the annual one where BLS publishes both.
    const search = await app().inject({ url: '/api/careers?q=registered%20nurses&limit=5' });
    const nurses = search.json().items.find((item: { code: string }) => item.code === '29-1141.00');
    expect(nurses.pay).toEqual({ median: 97_550, basis: 'annual', hourly: 46.9 });
  });
});
