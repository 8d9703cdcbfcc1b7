import { BIG_FIVE_CHOICES_ES, BIG_FIVE_ITEMS_ES } from './items-es';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getChoices, getInfo, getItems } from '@bigfive-org/questions';
import { AssessmentInputError } from '../shared/errors';
import { BIG_FIVE_ITEM_KEY } from './item-key';
import { BIG_FIVE_ITEM_LANGUAGES, BIG_FIVE_TEST_VERSION, loadBigFiveItems } from './items';

const packageVersion = (
  JSON.parse(
    readFileSync(
      createRequire(import.meta.url).resolve('@bigfive-org/questions/package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

describe('Big Five items', () => {
  it('names the package version it was built from', () => {
    expect(BIG_FIVE_TEST_VERSION).toBe(`ipip-neo-120@${packageVersion}`);
  });

  it('offers exactly the languages of @bigfive-org/questions', () => {
    const theirs = getInfo().languages.map((language) => [language.id, language.text]);
    expect(BIG_FIVE_ITEM_LANGUAGES.map((language) => [language.id, language.name])).toEqual(theirs);
  });

  it('has 120 keys, 24 per domain, 4 per facet, with unique ids', () => {
    expect(new Set(BIG_FIVE_ITEM_KEY.map((key) => key.id)).size).toBe(120);
    const perFacet = new Map<string, number>();
    for (const key of BIG_FIVE_ITEM_KEY) {
      perFacet.set(
        `${key.domain}${key.facet}`,
        (perFacet.get(`${key.domain}${key.facet}`) ?? 0) + 1,
      );
    }
    expect(perFacet.size).toBe(30);
    expect([...perFacet.values()].every((count) => count === 4)).toBe(true);
  });

  it('gives Pathwise’s own Spanish statements and accuracy options, on the same key', async () => {
    const inventory = await loadBigFiveItems('es');
    expect(inventory.items.map((item) => item.text)).toEqual(
      BIG_FIVE_ITEMS_ES.map((item) => item.text),
    );
    expect(inventory.items.map((item) => item.id)).toEqual(getItems('en').map((item) => item.id));
    expect(inventory.choices.map((choice) => choice.text)).toEqual(
      BIG_FIVE_CHOICES_ES.map((choice) => choice.text),
    );
  });

  // Spanish is Pathwise's own (above); every other language is the package's.
  it.each(BIG_FIVE_ITEM_LANGUAGES.map((language) => language.id).filter((id) => id !== 'es'))(
    'gives the package items and answer options in %s',
    async (language) => {
      const inventory = await loadBigFiveItems(language);
      const theirs = getItems(language);
      expect(inventory.language).toBe(language);
      expect(
        inventory.items.map((item) => [item.id, item.domain, item.facet, item.keyed, item.num]),
      ).toEqual(theirs.map((item) => [item.id, item.domain, item.facet, item.keyed, item.num]));
      expect(inventory.items.map((item) => item.text)).toEqual(
        theirs.map((item) => item.text.trim()),
      );

      // Response r is the r-th option shown; the package scores it r when plus-keyed and 6 − r
      // when minus-keyed, which is the keying scoreBigFive applies.
      const choices = getChoices(language) as unknown as Record<
        'plus' | 'minus',
        { text: string; score: number }[]
      >;
      expect(inventory.choices.map((choice) => choice.text)).toEqual(
        choices.plus.map((choice) => choice.text.trim()),
      );
      expect(choices.minus.map((choice) => choice.text)).toEqual(choices.plus.map((c) => c.text));
      expect(inventory.choices.map((choice) => choice.response)).toEqual([1, 2, 3, 4, 5]);
      expect(choices.plus.map((choice) => choice.score)).toEqual([1, 2, 3, 4, 5]);
      expect(choices.minus.map((choice) => choice.score)).toEqual([5, 4, 3, 2, 1]);
    },
  );

  it('refuses a language the package does not have', async () => {
    await expect(loadBigFiveItems('xx')).rejects.toMatchObject({
      constructor: AssessmentInputError,
      code: 'unknown-language',
    });
  });
});
