import { activateLocale } from './activate';
import { formatDate, formatList, formatMoney, formatNumber, formatPercent } from './format';

// Expected strings written out: what a reader of each region expects to see.
describe('numbers, money, percentages and dates in the reader’s language', () => {
  afterEach(() => activateLocale('en', {}));

  it('writes US dollars as each region writes amounts', () => {
    activateLocale('en', {});
    expect(formatMoney(97550)).toBe('$97,550');
    activateLocale('es', {}, ['es-ES']);
    expect(formatMoney(97550).replace(/\s/g, ' ')).toBe('97.550 US$');
    activateLocale('es', {}, ['es-MX', 'en']);
    expect(formatMoney(37160).replace(/\s/g, ' ')).toBe('USD 37,160');
  });

  it('writes numbers, shares, lists and days in the language', () => {
    activateLocale('es', {}, ['es-ES']);
    expect(formatNumber(1234.5)).toBe('1234,5');
    expect(formatPercent(0.42).replace(/\s/g, ' ')).toBe('42 %');
    expect(formatList(['Social', 'Artístico', 'Investigador'])).toBe(
      'Social, Artístico e Investigador',
    );
    expect(formatDate(new Date(2026, 10, 26))).toBe('26 de noviembre de 2026');
    activateLocale('en', {}, ['en-US']);
    expect(formatDate(new Date(2026, 10, 26))).toBe('November 26, 2026');
  });
});
