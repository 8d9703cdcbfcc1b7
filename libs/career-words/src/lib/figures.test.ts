import { activateLocale } from '@pathwise/i18n';
import { loadMessages } from '../messages';
import {
  changeText,
  growthLabel,
  growthText,
  listFigures,
  oneDecimal,
  payAmount,
  payText,
} from './figures';

describe('figures', () => {
  it('writes pay in US dollars, whole a year and with cents an hour', () => {
    expect(payAmount(135980, 'annual')).toBe('$135,980');
    expect(payAmount(29.05, 'hourly')).toBe('$29.05');
    expect(payText(135980, 'annual')).toBe('$135,980 a year');
    expect(payText(29.05, 'hourly')).toBe('$29.05 an hour');
  });

  it('writes a change with its sign, a true minus, and one decimal', () => {
    expect(changeText(15.8)).toBe('+15.8%');
    expect(changeText(-4.7)).toBe('−4.7%');
    expect(changeText(0)).toBe('0.0%');
    expect(oneDecimal(6.25)).toBe('6.3');
    expect(oneDecimal(4)).toBe('4.0');
  });

  it('words growth against all jobs', () => {
    expect(growthLabel('faster')).toBe('Growing faster than average');
    expect(growthLabel('decline')).toBe('Expected to shrink');
    expect(growthText('much-faster', 15.8)).toBe('Growing much faster than average (+15.8%)');
    expect(growthText('decline', -4.7)).toBe('Expected to shrink (−4.7%)');
  });

  it('gives a list row its pay and growth, and nothing BLS does not publish', () => {
    const pay = { median: 97550, basis: 'annual' as const, hourly: 46.9 };
    expect(listFigures({ pay, growthPercent: 4.9 }, 3.1)).toEqual([
      'Median pay $97,550 a year ($46.90 an hour)',
      'Growing faster than average (+4.9%)',
    ]);
    expect(
      listFigures({ pay: { median: 18.5, basis: 'hourly' }, growthPercent: -2 }, null),
    ).toEqual(['Median pay $18.50 an hour', 'Jobs −2.0% over ten years']);
    expect(listFigures({ pay: null, growthPercent: null }, 3.1)).toEqual([]);
  });

  describe('in Spanish', () => {
    beforeAll(async () => activateLocale('es', await loadMessages('es')));
    afterAll(() => activateLocale('en', {}));

    it('words the figures in Spanish', () => {
      expect(payText(135980, 'annual')).toMatch(/^135\.980\sUS\$ al año$/);
      expect(growthLabel('much-faster')).toBe('Crece mucho más rápido que la media');
      expect(growthText('slower', 1.2)).toMatch(/^Crece más despacio que la media \(\+1,2\s%\)$/);
      expect(listFigures({ pay: null, growthPercent: 4 }, null)).toEqual([
        expect.stringMatching(/^Empleos: \+4,0\s% en diez años$/),
      ]);
    });
  });
});
