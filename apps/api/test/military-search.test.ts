import { MILITARY_JOBS } from '@pathwise/assessment';
import { databaseTargets, ensureCatalogue, useApi } from './helpers';

// One database is enough: ranking happens in memory, the same on both.
const [target] = databaseTargets();

describe('a military job searched by its title or code', () => {
  const started = useApi(target![1]);
  beforeAll(() => ensureCatalogue(started().database), 180_000);

  const firstThree = async (q: string, language = 'en') => {
    const response = await started().app.inject({
      url: `/api/careers?q=${encodeURIComponent(q)}&limit=3`,
      headers: { 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { items: { code: string; matchedTitle: string | null }[] }).items;
  };

  it("finds truck drivers first for a veteran's motor transport operator, by title or MOS", async () => {
    for (const q of ['motor transport operator', '88M', 'army 88m'])
      expect((await firstThree(q)).map((item) => item.code)).toContain('53-3032.00');
  });

  it('finds the civilian careers of a Navy rating, an Air Force specialty and a Marine Corps MOS', async () => {
    expect((await firstThree('hospital corpsman')).map((item) => item.code)).toContain(
      '29-2061.00',
    );
    expect((await firstThree('3P051')).map((item) => item.code)).toContain('33-3051.00');
    expect((await firstThree('MOS 3531')).map((item) => item.code)).toContain('53-3032.00');
    // In Spanish too: the services' codes are the same in every language.
    expect((await firstThree('88M', 'es')).map((item) => item.code)).toContain('53-3032.00');
  });

  it('names no other title for a career it leads to', async () => {
    for (const item of await firstThree('motor transport operator'))
      expect(item.matchedTitle).toBeNull();
  });

  it("lists Infantry's civilian careers on its page, where O*NET relates it to nothing", async () => {
    const response = await started().app.inject({ url: '/api/careers/55-3016.00' });
    expect(response.statusCode).toBe(200);
    const related = (response.json() as { related: { code: string }[] }).related.map(
      (career) => career.code,
    );
    expect(related.slice(0, 3)).toEqual(['33-3051.00', '33-3012.00', '33-9032.00']);
    // A civilian career keeps O*NET's own related careers.
    const nurses = await started().app.inject({ url: '/api/careers/29-1141.00' });
    expect((nurses.json() as { related: unknown[] }).related.length).toBeGreaterThan(0);
  });

  it('leads every job in the list to careers the release holds', async () => {
    const codes = new Set(MILITARY_JOBS.flatMap((job) => job.civilian));
    for (const code of codes) {
      const response = await started().app.inject({ url: `/api/careers/${code}` });
      expect(response.statusCode, code).toBe(200);
    }
  });
});
