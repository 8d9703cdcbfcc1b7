import { areaList } from '@pathwise/career-words';
import type { InterestResultView } from '@pathwise/progress';
import { tieSentence } from './certainty-words';
import {
  areaRows,
  certaintyOf,
  codeAreas,
  codePlaces,
  codeTies,
  nearlyFlat,
  resultDate,
  shareText,
} from './result-view';

const view = (overrides: Partial<InterestResultView> = {}): InterestResultView => ({
  scores: { R: 25, I: 81, A: 75, S: 56, E: 31, C: 19 },
  hollandCode: 'IAS',
  flat: false,
  answered: 48,
  answeredByArea: { R: 8, I: 8, A: 8, S: 8, E: 8, C: 8 },
  createdAt: '2026-11-04T10:00:00.000Z',
  ...overrides,
});

describe('areaRows', () => {
  it('lists the six areas in RIASEC order, with whole scores from 0 to 100', () => {
    const rows = areaRows(view({ scores: { R: 12.5, I: 81, A: 75, S: 56, E: 31, C: 140 } }));
    expect(rows.map((row) => row.area)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    expect(rows[0]).toEqual({ area: 'R', name: 'Realistic', score: 13, answered: 8 });
    expect(rows[5]?.score).toBe(100);
  });
});

describe('codeAreas and areaList', () => {
  it('names the letters of the code in order', () => {
    expect(codeAreas('SAE')).toEqual(['S', 'A', 'E']);
    expect(areaList(codeAreas('SAE'))).toBe('Social, Artistic, and Enterprising');
    expect(areaList(['C'])).toBe('Conventional');
  });
});

describe('nearlyFlat', () => {
  it('calls scores at most one card apart near-flat, and no further', () => {
    // Eight cards in an area: one like turned dislike moves its score 12.5 points.
    const close = { R: 50, I: 56.25, A: 50, S: 43.75, E: 50, C: 50 };
    expect(nearlyFlat(view({ scores: close, hollandCode: 'IRA' }))).toEqual({ low: 44, high: 56 });
    const apart = { R: 50, I: 62.5, A: 50, S: 43.75, E: 50, C: 50 };
    expect(nearlyFlat(view({ scores: apart }))).toBeNull();
    expect(nearlyFlat(view())).toBeNull();
    // All equal is flat, said as such.
    const even = { R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 };
    expect(nearlyFlat(view({ scores: even, flat: true }))).toBeNull();
    // With four cards an area, a card moves 25 points: 20 apart is still near-flat.
    const four = { R: 4, I: 4, A: 4, S: 4, E: 4, C: 4 };
    const fewer = { R: 40, I: 60, A: 50, S: 45, E: 50, C: 55 };
    expect(nearlyFlat(view({ scores: fewer, answered: 24, answeredByArea: four }))).not.toBeNull();
  });
});

describe('certaintyOf', () => {
  it('calls a full deck with 8 cards in every area steady', () => {
    expect(certaintyOf(view())).toEqual({ steadiness: 'steady', areasShort: [], closeCall: null });
  });

  it('calls the minimum a first picture', () => {
    const result = view({ answered: 30, answeredByArea: { R: 5, I: 5, A: 5, S: 5, E: 5, C: 5 } });
    expect(certaintyOf(result).steadiness).toBe('first');
  });

  it('calls fewer cards than the minimum rough, naming the short areas', () => {
    const result = view({ answered: 28, answeredByArea: { R: 3, I: 5, A: 5, S: 5, E: 5, C: 5 } });
    expect(certaintyOf(result)).toMatchObject({ steadiness: 'rough', areasShort: ['R'] });
  });

  it('flags a near tie between the third and fourth areas', () => {
    const result = view({ scores: { R: 88, I: 50, A: 13, S: 31, E: 47, C: 69 } });
    expect(certaintyOf(result).closeCall).toMatchObject({
      third: { area: 'I', score: 50 },
      fourth: { area: 'E', score: 47 },
    });
  });

  it('has no near tie for a flat result: it leans toward no area at all', () => {
    const even = { R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 };
    expect(certaintyOf(view({ scores: even, flat: true })).closeCall).toBeNull();
  });
});

describe('shareText', () => {
  it('shares the code and its areas, nothing about the person', () => {
    expect(shareText(view())).toBe(
      'My Holland interest code is IAS (Investigative, Artistic, and Social), from the interest cards on Pathwise. What is yours?',
    );
  });

  it('says a flat result came out even', () => {
    expect(shareText(view({ flat: true }))).toMatch(/came out even/);
  });
});

describe('resultDate', () => {
  it('reads an ISO date, and gives null for one it cannot read', () => {
    expect(resultDate('2026-11-04T10:00:00.000Z')).toBe('November 4, 2026');
    expect(resultDate('soon')).toBeNull();
  });
});

describe('ties in the code', () => {
  it('says joint places and the tie when two code letters score the same', () => {
    // I 81, then Enterprising and Conventional both 56.
    const result = view({
      hollandCode: 'IEC',
      scores: { R: 20, I: 81, A: 30, S: 40, E: 56, C: 56 },
    });
    expect(codePlaces(result)).toEqual(['Strongest', 'Joint second', 'Joint second']);
    const [tie] = codeTies(result);
    expect(tie).toEqual({ areas: ['E', 'C'], score: 56, place: 2, outside: [] });
    expect(tieSentence(tie!)).toBe(
      'Enterprising and Conventional tie at 56: they are equally strong for you, so the order of their letters in your code means nothing. Careers that fit you are matched on all six scores, so this changes nothing there.',
    );
    // Not also a "close call" between third and fourth.
    expect(certaintyOf(result).closeCall).toBeNull();
  });

  it('says when an area outside the code ties with the last letter', () => {
    const result = view({
      hollandCode: 'ISE',
      scores: { R: 20, I: 90, A: 30, S: 70, E: 50, C: 50 },
    });
    expect(codePlaces(result)).toEqual(['Strongest', 'Second', 'Joint third']);
    const [tie] = codeTies(result);
    expect(tie).toMatchObject({ areas: ['E', 'C'], outside: ['C'] });
    expect(tieSentence(tie!)).toMatch(
      /^Enterprising and Conventional tie at 50, .*Conventional could as well stand in it\./,
    );
  });

  it('says nothing of ties where there are none, or for an even result', () => {
    const clear = view({
      hollandCode: 'ISE',
      scores: { R: 10, I: 90, A: 30, S: 70, E: 50, C: 40 },
    });
    expect(codeTies(clear)).toEqual([]);
    expect(codePlaces(clear)).toEqual(['Strongest', 'Second', 'Third']);
    expect(codeTies(view({ flat: true, hollandCode: 'RIA' }))).toEqual([]);
  });
});
