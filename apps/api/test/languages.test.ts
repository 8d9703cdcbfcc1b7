import {
  type CareerDetails,
  type CareerPage,
  careerDetailsSchema,
  careerPageSchema,
} from '@pathwise/contract';
import { readTranslation } from '../src/catalogue/translations';
import { localisePayload } from '../src/services/localise';
import { databaseTargets, ensureCatalogue, expectWrittenBy, useApi } from './helpers';

// One database is enough: the words are applied in memory, the same on both.
const [target] = databaseTargets();
const spanish = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };

describe('the catalogue in Spanish', () => {
  const started = useApi(target![1]);
  const app = () => started().app;
  beforeAll(() => ensureCatalogue(started().database), 180_000);

  it('has Pathwise’s own Spanish name and summary for every career, each name used once', () => {
    const es = readTranslation('es');
    expect(es.careers.size).toBe(1016);
    const titles = [...es.careers.values()].map((career) => career.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    for (const [code, career] of es.careers) {
      expect(career.summary, code).toMatch(/\.$/);
      expect(career.words.length, code).toBeGreaterThan(0);
    }
  });

  it('sends a career page in the reader’s language, O*NET’s English-only parts as published', async () => {
    const english = await app().inject({ url: '/api/careers/29-1141.00' });
    const response = await app().inject({ url: '/api/careers/29-1141.00', headers: spanish });
    expect(response.statusCode).toBe(200);
    expectWrittenBy(careerDetailsSchema, response.body);
    expect(String(response.headers['vary'])).toMatch(/accept-language/i);
    const en = english.json() as CareerDetails;
    const es = response.json() as CareerDetails;
    expect(en.title).toBe('Registered Nurses');
    expect(es.title).toBe('Enfermeros titulados');
    expect(es.description).not.toBe(en.description);
    expect(es.skills.map((skill) => skill.name)).toContain('Escucha activa');
    expect(es.jobZoneInfo?.name).toMatch(/^Zona laboral/);
    // Tasks, technologies and other names stay as O*NET publishes them.
    expect(es.tasks).toEqual(en.tasks);
    expect(es.alternateTitles).toEqual(en.alternateTitles);
    // Different bodies carry different ETags, so no cache hands one language the other's.
    expect(response.headers['etag']).not.toBe(english.headers['etag']);
  });

  it('finds careers by their Spanish names, with or without accents, in both genders', async () => {
    const first = async (q: string) => {
      const response = await app().inject({
        url: `/api/careers?q=${encodeURIComponent(q)}&limit=3`,
        headers: spanish,
      });
      expectWrittenBy(careerPageSchema, response.body);
      return (response.json() as CareerPage).items.map((item) => item.code);
    };
    expect(await first('enfermera')).toContain('29-1141.00');
    expect(await first('electricista')).toContain('47-2111.00');
    for (const q of ['policía', 'policia'])
      expect(
        (await first(q)).some((code) => code.startsWith('33-3051')),
        q,
      ).toBe(true);
    for (const q of ['fontanero', 'plomero']) expect(await first(q)).toContain('47-2152.00');
    // "maestro" is a teacher in Spanish, not a conductor.
    expect((await first('maestro de primaria'))[0]).toBe('25-2021.00');
    // English searches keep their own reading.
    const english = await app().inject({ url: '/api/careers?q=maestro&limit=1' });
    expect((english.json() as CareerPage).items[0]?.code).toMatch(/^27-2041/);
  });

  it('lists careers A to Z in Spanish, named in Spanish', async () => {
    const response = await app().inject({ url: '/api/careers?limit=5', headers: spanish });
    const titles = (response.json() as CareerPage).items.map((item) => item.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'es')));
    expect(titles.every((title) => !/ers\b|ists\b/.test(title))).toBe(true);
  });

  it('words the interest cards in Spanish', async () => {
    const english = await app().inject({ url: '/api/interests/items' });
    const response = await app().inject({ url: '/api/interests/items', headers: spanish });
    expect(response.statusCode).toBe(200);
    const texts = JSON.stringify(response.json());
    expect(texts).not.toBe(JSON.stringify(english.json()));
    expect(texts).toContain('Construir muebles de cocina.');
  });

  it('gives the reasons for a fit their catalogue words in Spanish: education and the related job', () => {
    const es = readTranslation('es');
    const reasons = localisePayload(
      [
        { kind: 'education', education: 'High School Diploma', text: 'English text.' },
        {
          kind: 'related-occupation',
          relatedTo: 'Registered Nurses',
          relatedCode: '29-1141.00',
          text: 'English text.',
        },
      ],
      es,
    );
    expect(reasons).toEqual([
      {
        kind: 'education',
        education: 'Preparatoria o bachillerato (high school) o equivalente',
        text: 'English text.',
      },
      {
        kind: 'related-occupation',
        relatedTo: 'Enfermeros titulados',
        relatedCode: '29-1141.00',
        text: 'English text.',
      },
    ]);
  });
});
