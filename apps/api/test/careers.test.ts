import { type CareerPage, careerDetailsSchema, careerPageSchema } from '@pathwise/contract';
import { RELEVANCE_SET } from './search-relevance';
import { databaseTargets, ensureCatalogue, expectWrittenBy, useApi } from './helpers';

describe.each(databaseTargets())('the career catalogue on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  beforeAll(() => ensureCatalogue(started().database), 180_000);

  const search = async (query: string) => {
    const response = await app().inject({ url: `/api/careers?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CareerPage;
  };

  it('finds careers by title despite typos, best match first', async () => {
    const page = await search('q=sofware%20develper');
    expect(page.items[0]).toMatchObject({ code: '15-1252.00', title: 'Software Developers' });
  });

  it('reads a word some career is called by as meant, not as a typo of another', async () => {
    // "lawyer" once listed Floor Layers, "animator" Commercial Pilots (aviator).
    for (const word of ['lawyer', 'animator', 'soldier']) {
      const page = await search(`q=${word}`);
      expect(page.items.length, word).toBeGreaterThan(0);
      for (const item of page.items)
        expect(`${item.title} ${item.matchedTitle ?? ''}`.toLowerCase(), word).toContain(word);
    }
  });

  it('reads "doctor" as the physicians and surgeons, not the tree surgeons', async () => {
    const page = await search('q=doctor&limit=50');
    expect(page.items[0]?.title).toBe('Family Medicine Physicians');
    expect(page.items.length).toBeGreaterThan(10);
    for (const item of page.items) expect(item.code, item.title).toMatch(/^29-12[124]/);
  });

  it('finds careers by the names people use for them', async () => {
    const page = await search('q=barista');
    const baristas = page.items.find((item) => item.matchedTitle?.toLowerCase() === 'barista');
    expect(baristas, JSON.stringify(page.items.slice(0, 3))).toBeDefined();
  });

  it('searches for words that Object.prototype holds like any other word', async () => {
    // "constructor" was once looked up on the everyday-names table's prototype: a 500.
    for (const word of ['constructor', 'Constructor', 'hasownproperty', '__proto__', 'tostring'])
      expect(Array.isArray((await search(`q=${word}`)).items)).toBe(true);
  });

  it('filters by first interest area and job zones', async () => {
    const page = await search('area=I&jobZone=4,5&limit=50');
    expect(page.items.length).toBeGreaterThan(10);
    for (const item of page.items) {
      expect(item.highPoints[0]).toBe('I');
      expect([4, 5]).toContain(item.jobZone);
    }
  });

  it('pages through every career with a cursor, without repeats', async () => {
    const first = await search('limit=100');
    expect(first.total).toBe(1016);
    const codes = new Set(first.items.map((item) => item.code));
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await search(`limit=100&cursor=${cursor}`);
      for (const item of next.items) codes.add(item.code);
      cursor = next.nextCursor;
    }
    expect(codes.size).toBe(1016);
  });

  const everyPage = async (query: string) => {
    const items: CareerPage['items'] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await search(`limit=100&${query}${cursor ? `&cursor=${cursor}` : ''}`);
      items.push(...page.items);
      cursor = page.nextCursor;
    }
    return items;
  };

  it('filters by a median pay floor and by growth, leaving out careers without the figure', async () => {
    const all = await everyPage('');
    const annual = (pay: { median: number; basis: string }) =>
      pay.basis === 'hourly' ? pay.median * 2080 : pay.median;
    const paid = await everyPage('minPay=100000');
    const expected = all.filter((career) => career.pay && annual(career.pay) >= 100000);
    expect(paid.map((career) => career.code).sort()).toEqual(
      expected.map((career) => career.code).sort(),
    );
    expect(paid.length).toBeGreaterThan(50);
    expect(paid.length).toBeLessThan(all.length / 2);
    // All occupations grow 3.1% over 2024–34 (BLS); "faster" means 4.6% or more.
    const faster = await everyPage('growth=faster&jobZone=4');
    const fasterExpected = all.filter(
      (career) =>
        career.jobZone === 4 && career.growthPercent !== null && career.growthPercent >= 4.6,
    );
    expect(faster.map((career) => career.code).sort()).toEqual(
      fasterExpected.map((career) => career.code).sort(),
    );
    expect(faster.map((career) => career.code)).toContain('15-1252.00');
    const growing = await search('q=nurse&growth=growing&minPay=60000');
    expect(growing.items[0]).toMatchObject({ code: '29-1141.00' });
    for (const career of growing.items) expect(career.growthPercent).toBeGreaterThan(0);
  });

  it('refuses bad queries with the failing field named', async () => {
    for (const query of [
      'jobZone=9',
      'area=X',
      'limit=0',
      'cursor=not-a-cursor',
      'sort=title',
      'minPay=-5',
      'minPay=lots',
      'growth=fast',
    ]) {
      const response = await app().inject({ url: `/api/careers?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('describes one career in full', async () => {
    const response = await app().inject({ url: '/api/careers/15-1252.00' });
    expect(response.statusCode).toBe(200);
    const career = response.json();
    expect(career).toMatchObject({
      code: '15-1252.00',
      title: 'Software Developers',
      jobZone: 4,
      jobZoneInfo: { zone: 4 },
    });
    expect(career.highPoints).toMatch(/^[RIASEC]{1,3}$/);
    expect(Object.keys(career.interests)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    expect(career.tasks.length).toBeGreaterThan(5);
    expect(career.technologies.some((tech: { hot: boolean }) => tech.hot)).toBe(true);
    expect(career.related.length).toBeGreaterThan(0);
    // O*NET 30.1 rates its skills (29.3 did not); most important first.
    expect(career.skills[0]).toMatchObject({ name: 'Programming', importance: 4 });
    const nurses = (await app().inject({ url: '/api/careers/29-1141.00' })).json();
    expect(nurses.skills.length).toBe(10);
    expect(nurses.skills[0].importance).toBeGreaterThanOrEqual(nurses.skills[9].importance);
    expect(nurses.workValues).toHaveLength(6);
    expect(nurses.typicalEducation).toBe("Bachelor's Degree");
  });

  it('gives pay and outlook from BLS, knowledge and work styles from O*NET 30.1', async () => {
    const developers = (await app().inject({ url: '/api/careers/15-1252.00' })).json();
    // BLS sanity figures (SOURCE notes): median $135,980; +15.8%, 115.2 thousand openings a year.
    expect(developers.pay).toMatchObject({
      soc: '15-1252',
      scope: 'exact',
      annual: { median: 135980 },
    });
    expect(developers.outlook).toMatchObject({
      changePercent: 15.8,
      openingsPerYear: 115.2,
      education: "Bachelor's degree",
    });
    expect(developers.sources).toEqual({
      onet: '30.1',
      pay: 'May 2025',
      outlook: '2024–34',
      allMedianAnnual: 50980,
      allMedianHourly: 24.51,
      allGrowthPercent: 3.1,
    });
    expect(developers.knowledge[0]).toMatchObject({ name: 'Computers and Electronics' });
    expect(developers.knowledge[0].description).toMatch(/^Knowledge of circuit boards/);
    expect(developers.workStyles[0]).toMatchObject({
      name: 'Attention to Detail',
      group: 'Conscientious and Rule Oriented',
      distinctive: 5,
    });
    expect(developers.catchAll).toBe(false);

    // A specialty shares its parent's figures and says so; a catch-all is marked.
    const specialty = (await app().inject({ url: '/api/careers/29-1141.01' })).json();
    expect(specialty.pay).toMatchObject({ soc: '29-1141', scope: 'specialty' });
    const catchAll = (await app().inject({ url: '/api/careers/53-6099.00' })).json();
    expect(catchAll).toMatchObject({ catchAll: true });
    // Legislators have no OEWS row: no pay, never a zero.
    const legislators = (await app().inject({ url: '/api/careers/11-1031.00' })).json();
    expect(legislators.pay).toBeNull();
  });

  it('answers searches and career pages exactly as their response schemas write them', async () => {
    const queries = [
      ...RELEVANCE_SET.slice(0, 40).map(({ query }) => `q=${encodeURIComponent(query)}`),
      'q=nurse&growth=growing&minPay=60000&sort=pay',
      'q=zzzqqqxx',
      'area=S&jobZone=2,3&limit=100',
      'sort=growth&limit=7&cursor=eyJvZmZzZXQiOjIxfQ',
    ];
    for (const query of queries) {
      const response = await app().inject({ url: `/api/careers?${query}` });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expectWrittenBy(careerPageSchema, response.body);
    }
    for (const code of ['15-1252.00', '29-1141.01', '53-6099.00', '11-1031.00', '27-2011.00']) {
      const response = await app().inject({ url: `/api/careers/${code}` });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expectWrittenBy(careerDetailsSchema, response.body);
    }
  });

  it('tags a career page, and answers 304 to a client that holds that version', async () => {
    const first = await app().inject({ url: '/api/careers/15-1252.00' });
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app().inject({
      url: '/api/careers/15-1252.00',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    // Another career's version is not this one's.
    const other = await app().inject({
      url: '/api/careers/29-1141.00',
      headers: { 'if-none-match': `"x", ${etag}` },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['etag']).not.toBe(etag);
    expect(other.json()).toMatchObject({ code: '29-1141.00' });
  });

  it('says which releases the catalogue holds, for credits', async () => {
    const response = await app().inject({ url: '/api/catalogue' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ onet: '30.1', pay: 'May 2025' });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=300\b/);
  });

  it('lets every public read be kept a while, by language, and answers 304 to a client holding it', async () => {
    for (const url of [
      '/api/careers?q=nurse',
      '/api/careers/29-1141.00',
      '/api/catalogue',
      '/api/interests/items?size=long&seed=class-7',
      '/api/verdicts/stats',
    ]) {
      const first = await app().inject({ url, headers: { 'accept-language': 'es' } });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('public, max-age=300, must-revalidate');
      expect(String(first.headers['vary']), url).toMatch(/accept-language/i);
      const etag = first.headers['etag'] as string;
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      const again = await app().inject({
        url,
        headers: { 'accept-language': 'es', 'if-none-match': etag },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('never lets a refusal, an error or the server’s health be kept', async () => {
    for (const url of [
      '/api/careers/99-9999.99',
      '/api/careers/not-a-code',
      '/api/careers?limit=-1',
      '/api/no-such-operation',
      '/healthz',
      '/readyz',
    ]) {
      const response = await app().inject({ url });
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['etag'], url).toBeUndefined();
    }
  });

  it('answers unknown and malformed codes clearly', async () => {
    const unknown = await app().inject({ url: '/api/careers/99-9999.99' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'career_not_found' });
    const malformed = await app().inject({ url: '/api/careers/software' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('params.code');
  });
});
