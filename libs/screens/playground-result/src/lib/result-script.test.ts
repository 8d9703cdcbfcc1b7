import { buildInterestResult } from '@pathwise/api/testing';
import type { InterestResult } from '@pathwise/contract';
import type { InterestResultView } from '@pathwise/progress';
import { resultScript } from './result-script';

/** The account's result as the page gets it from the playground library. */
const viewOf = (overrides: Partial<InterestResult> = {}): InterestResultView => {
  const { id: _id, ...view } = buildInterestResult(overrides);
  return view;
};

/** The fixture the stories show: Investigative, Artistic and Social from a full deck. */
const investigative = viewOf();

describe('resultScript', () => {
  it('reads the whole result as plain paragraphs', () => {
    expect(resultScript(investigative)).toBe(
      [
        'Your interest profile, from the cards you sorted on November 4, 2026.',
        'Your Holland code is I, A, S, which stands for Investigative, Artistic, and Social: the kinds of work that appeal to you most, strongest first.',
        'Your strongest area is Investigative, with 81 out of 100. Working with ideas: finding things out, analysing and solving problems, often in science or maths.',
        'Second is Artistic, with 75 out of 100. Creating and expressing: art, music, writing, design or performance, with room for your own style.',
        'Third is Social, with 56 out of 100. Helping, teaching, caring for and advising people.',
        'Your other areas scored lower: Enterprising 31, Realistic 25, and Conventional 19, out of 100.',
        "How sure is this? You rated 48 cards: 8 in each area. A result needs at least 30 in all and 4 in each area. That's plenty, so this is a fairly steady picture of what you enjoy.",
        'Interests grow and change, so think of this as a starting point rather than a verdict.',
      ].join('\n\n'),
    );
  });

  it('names the areas of the code in its order, strongest first', () => {
    const script = resultScript(
      viewOf({ scores: { R: 20, I: 40, A: 30, S: 90, E: 70, C: 10 }, hollandCode: 'SEI' }),
    );
    expect(script).toContain(
      'Your Holland code is S, E, I, which stands for Social, Enterprising, and Investigative',
    );
    const order = [
      'Your strongest area is Social',
      'Second is Enterprising',
      'Third is Investigative',
    ].map((sentence) => script.indexOf(sentence));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('says how sure a result from fewer cards is, and a near tie for the last letter', () => {
    const script = resultScript(
      viewOf({
        scores: { R: 88, I: 50, A: 13, S: 31, E: 47, C: 69 },
        hollandCode: 'RCI',
        answered: 36,
        answeredByArea: { R: 6, I: 6, A: 6, S: 6, E: 6, C: 6 },
      }),
    );
    expect(script).toContain('Your strongest area is Realistic, with 88 out of 100.');
    expect(script).toContain("That's enough for a first picture.");
    expect(script).toContain(
      'Your third and fourth areas are close: Investigative scored 50 out of 100 and Enterprising 47 out of 100.',
    );
  });

  it('calls too few cards a rough sketch, naming the areas short of cards', () => {
    const script = resultScript(
      viewOf({ answered: 28, answeredByArea: { R: 3, I: 5, A: 5, S: 5, E: 5, C: 5 } }),
    );
    expect(script).toContain('You rated 28 cards: between 3 and 5 in each area.');
    expect(script).toContain('especially in Realistic, so take this as a rough sketch');
  });

  it('says a flat result points to no area, and explains all six', () => {
    const script = resultScript(
      viewOf({
        scores: { R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 },
        hollandCode: 'RIA',
        flat: true,
        answered: 30,
        answeredByArea: { R: 5, I: 5, A: 5, S: 5, E: 5, C: 5 },
      }),
    );
    expect(script).toContain("they don't point to any area");
    expect(script).toContain('every area scored 50 out of 100.');
    for (const name of [
      'Realistic',
      'Investigative',
      'Artistic',
      'Social',
      'Enterprising',
      'Conventional',
    ]) {
      expect(script).toContain(`${name}: `);
    }
    expect(script).not.toContain('strongest area');
  });

  it('has nothing speech would read out as a symbol', () => {
    expect(resultScript(investigative)).not.toMatch(/[()[\]{}<>|/\\%&*#=+_]/);
  });
});
