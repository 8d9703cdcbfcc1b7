import type { InterestCard, Suggestions } from '@pathwise/contract';
import { readFile } from 'node:fs/promises';
import { SHARED_ONET, databaseTargets, ensureCatalogue, useApi } from './helpers';

/**
 * On the real catalogue: a list shows each family of near-identical careers once, and cards the
 * person rated count for the careers whose own activities they are.
 */
describe.each(databaseTargets())('families and own activities on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  let cards: InterestCard[] = [];
  beforeAll(async () => {
    await ensureCatalogue(started().database);
    cards = (await app().inject({ url: '/api/interests/items?size=long' })).json().cards;
  }, 180_000);

  const suggest = async (payload: object) => {
    const response = await app().inject({ method: 'POST', url: '/api/suggestions', payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Suggestions;
  };
  // A teenager whose code is AIS: artistic, investigative and social cards in "Love it".
  const ais = (rating: (card: InterestCard) => 'like' | 'unsure' | 'dislike' | null) =>
    cards.flatMap((card) => {
      const own = rating(card);
      if (own) return [{ cardId: card.id, rating: own }];
      return [{ cardId: card.id, rating: 'AIS'.includes(card.area) ? 'like' : 'dislike' }];
    });

  it('gives the postsecondary teachers one place among thirty, the others a tap away', async () => {
    const list = await suggest({ ratings: ais(() => null), limit: 30 });
    expect(list.items).toHaveLength(30);
    const teachers = list.items.filter((item) => item.career.code.startsWith('25-1'));
    expect(teachers.length).toBeLessThanOrEqual(1);
    const codes = list.items.flatMap((item) => [
      item.career.code,
      ...(item.family?.members ?? []).map((member) => member.code),
    ]);
    // Without families, these careers would have filled several of the thirty places.
    expect(codes.filter((code) => code.startsWith('25-1')).length).toBeGreaterThan(1);
    expect(teachers[0]?.family?.name).toBe('Teachers, postsecondary');
    // Asked without families (a list filtered by area or re-sorted in the browser), each career
    // has its own place again.
    const apart = await suggest({ ratings: ais(() => null), limit: 30, families: false });
    expect(apart.items.every((item) => item.family === null)).toBe(true);
    expect(
      apart.items.filter((item) => item.career.code.startsWith('25-1')).length,
    ).toBeGreaterThan(1);
  });

  it('counts liked cards for the careers whose own activities they are, by the points it says', async () => {
    // The basic interests O*NET names Graphic Designers an example of, read from its file.
    const graphic = '27-1024.00';
    const examples = await readFile(
      `${SHARED_ONET}/Interests Illustrative Occupations.txt`,
      'utf8',
    );
    const elements = examples
      .split(/\r?\n/)
      .map((line) => line.split('\t'))
      .filter((row) => row[2] === 'Basic' && row[3] === graphic)
      .map((row) => row[0]!);
    const own = cards.filter((card) =>
      elements.some((element) => card.id.startsWith(`${element}-`)),
    );
    expect(own.length).toBeGreaterThan(0);
    const visual = own.map((card) => card.id);
    const ask = (rating: 'like' | 'unsure' | 'dislike') =>
      suggest({
        ratings: ais((card) => (visual.includes(card.id) ? rating : null)),
        codes: [graphic],
      });
    const [liked, unsure, disliked] = await Promise.all([
      ask('like'),
      ask('unsure'),
      ask('dislike'),
    ]);
    const item = (list: Suggestions) => list.items.find((one) => one.career.code === graphic)!;
    const reason = (list: Suggestions) =>
      item(list).reasons.find((one) => one.kind === 'activities')?.text ?? '';
    expect(reason(liked)).toMatch(/in “Love it”\. That adds \d+ points? to its fit\./);
    expect(reason(disliked)).toMatch(/in “Not for me”\./);
    // A fit already at 0 has nothing to lose, and its reason claims nothing.
    if (item(disliked).fit > 0)
      expect(reason(disliked)).toMatch(/That takes \d+ points? off its fit\./);
    else expect(reason(disliked)).not.toMatch(/points?/);
    expect(reason(unsure)).toMatch(/weren't sure about/);
    // Beside the same person unsure of them (whose profile is the same but for these cards'
    // areas), liking them puts Graphic Designers higher and disliking them lower.
    expect(item(liked).fit).toBeGreaterThan(item(disliked).fit);
  });
});
