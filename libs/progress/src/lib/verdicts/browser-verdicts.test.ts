import { noteMadeHere } from '../storage';
import { browserVerdicts, VERDICTS_KEY, withVerdict } from './browser-verdicts';

describe("a visitor's answers to 'Would you consider this?'", () => {
  afterEach(() => localStorage.removeItem(VERDICTS_KEY));
  const nurses = { code: '29-1141.00', title: 'Registered Nurses' };
  const cooks = { code: '35-2011.00', title: 'Cooks, Fast Food' };

  it('keeps one answer per career, newest first, and takes one back', () => {
    const first = withVerdict([], nurses, 'yes', new Date('2026-11-01T10:00:00Z'));
    const both = withVerdict(first, cooks, 'no', new Date('2026-11-02T10:00:00Z'));
    const changed = withVerdict(both, nurses, 'no', new Date('2026-11-03T10:00:00Z'));
    expect(changed.map((item) => [item.code, item.verdict])).toEqual([
      ['29-1141.00', 'no'],
      ['35-2011.00', 'no'],
    ]);
    expect(withVerdict(changed, cooks, null, new Date()).map((item) => item.code)).toEqual([
      '29-1141.00',
    ]);
  });

  it('drops what was stored damaged rather than trusting it', () => {
    // Made in this browser session, so it is this person's to read (see held-state.ts).
    noteMadeHere(VERDICTS_KEY);
    localStorage.setItem(VERDICTS_KEY, JSON.stringify([{ code: 'x', verdict: 'maybe' }]));
    expect(browserVerdicts.read()).toEqual({ value: null, damaged: true });
    localStorage.setItem(VERDICTS_KEY, '{not json');
    expect(browserVerdicts.read().damaged).toBe(true);
  });
});
