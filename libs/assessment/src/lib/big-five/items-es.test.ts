import { getItems } from '@bigfive-org/questions';
import { BIG_FIVE_CHOICES_ES, BIG_FIVE_ITEMS_ES } from './items-es';
import { BIG_FIVE_ITEM_LANGUAGES } from './items';

/**
 * A statement's text for comparison: case-, accent-, punctuation- and spacing-insensitive. Only
 * Latin-script accents are dropped (other scripts' combining marks are letters, not accents).
 */
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\p{P}\s]+/gu, ' ')
    .trim();

/** Groups of statement numbers (1–120) that share a text, e.g. [[47, 112]]. */
function sharedTexts(statements: readonly { num: number; text: string }[]): number[][] {
  const byText = new Map<string, number[]>();
  for (const { num, text } of statements) {
    const key = normalize(text);
    byText.set(key, [...(byText.get(key) ?? []), num]);
  }
  return [...byText.values()].filter((nums) => nums.length > 1);
}

const english = getItems('en');
const englishByNum = new Map(english.map((item) => [item.num, item]));

describe("Pathwise's Spanish statements", () => {
  it('has the 120 statements, numbered 1–120 once each, in order', () => {
    expect(BIG_FIVE_ITEMS_ES).toHaveLength(120);
    expect(BIG_FIVE_ITEMS_ES.map((item) => item.num)).toEqual(
      Array.from({ length: 120 }, (_, index) => index + 1),
    );
  });

  it("gives each statement the English package's id for the same number", () => {
    expect(english).toHaveLength(120);
    for (const item of BIG_FIVE_ITEMS_ES) {
      expect(item.id, `statement ${item.num}`).toBe(englishByNum.get(item.num)?.id);
    }
  });

  it('has no two statements with the same text', () => {
    expect(sharedTexts(BIG_FIVE_ITEMS_ES)).toEqual([]);
  });

  it('translates every statement (none left as its English text)', () => {
    for (const item of BIG_FIVE_ITEMS_ES) {
      const theirs = englishByNum.get(item.num)?.text ?? '';
      expect(normalize(item.text), `statement ${item.num}`).not.toBe(normalize(theirs));
    }
  });

  it('writes each statement as one plain sentence, without "o/a" endings', () => {
    for (const item of BIG_FIVE_ITEMS_ES) {
      expect(item.text, `statement ${item.num}`).toMatch(/^\p{Lu}[^/]*\.$/u);
      expect(item.text).toBe(item.text.trim());
    }
  });

  it('fixes the errors of the package text: 112 is not 47, and 21 is not about drinking', () => {
    const text = (num: number) => BIG_FIVE_ITEMS_ES[num - 1]?.text ?? '';
    expect(normalize(text(112))).not.toBe(normalize(text(47)));
    expect(text(21)).not.toMatch(/alcohol|borrach|beb|copas|trago|resaca/i);
  });
});

describe("Pathwise's Spanish answer options", () => {
  it('has five distinct options, responses 1–5 in order', () => {
    expect(BIG_FIVE_CHOICES_ES.map((choice) => choice.response)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(BIG_FIVE_CHOICES_ES.map((choice) => normalize(choice.text))).size).toBe(5);
    for (const choice of BIG_FIVE_CHOICES_ES) {
      expect(choice.text).toBe(choice.text.trim());
      expect(choice.text.length).toBeGreaterThan(0);
    }
  });
});

describe('statements that share a text, in every language offered', () => {
  // Spanish is Pathwise's own table; every other language is the package's third-party text, which
  // this project does not correct, so its duplicates are reported but do not fail the test.
  const duplicates = Object.fromEntries(
    BIG_FIVE_ITEM_LANGUAGES.map(({ id }) => [
      id,
      sharedTexts(id === 'es' ? BIG_FIVE_ITEMS_ES : getItems(id)),
    ]),
  );

  it('finds none in Spanish (ours) or English, and logs the others', () => {
    const others = Object.entries(duplicates).filter(
      ([language, groups]) => language !== 'es' && language !== 'en' && groups.length > 0,
    );
    console.info(
      others.length === 0
        ? 'No third-party language has two statements sharing a text.'
        : `Third-party languages with statements sharing a text (statement numbers):\n${others
            .map(([language, groups]) => `  ${language}: ${JSON.stringify(groups)}`)
            .join('\n')}`,
    );
    expect({ es: duplicates['es'], en: duplicates['en'] }).toEqual({ es: [], en: [] });
  });
});
