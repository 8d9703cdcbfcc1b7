import { paths, queryOf } from '@pathwise/routes';
import { paramsRead } from '@pathwise/testing/fixtures';
import {
  NO_EXPLORER_FILTERS,
  isUnfiltered,
  readExplorerParams,
  writeExplorerParams,
} from './explorer-params';

const read = (search: string) => readExplorerParams(new URLSearchParams(search));

describe('the explorer’s address', () => {
  it('reads a search, one area and several zones', () => {
    expect(read('q=nurse&area=S&zone=3,2')).toEqual({
      q: 'nurse',
      area: 'S',
      zones: [2, 3],
      sort: null,
      minPay: null,
      growth: null,
    });
    expect(read('sort=pay')).toMatchObject({ sort: 'pay' });
    expect(read('minPay=60000&growth=faster')).toMatchObject({ minPay: 60000, growth: 'faster' });
    expect(isUnfiltered(read('growth=growing'))).toBe(false);
  });

  it('shows everything when the address says nothing', () => {
    const filters = read('');
    expect(filters).toEqual(NO_EXPLORER_FILTERS);
    expect(isUnfiltered(filters)).toBe(true);
  });

  it('leaves out what it cannot use, keeping the rest', () => {
    expect(read('area=X&zone=9,2,banana,2,,0&sort=salary&minPay=12.5&growth=up')).toEqual({
      ...NO_EXPLORER_FILTERS,
      zones: [2],
    });
    // Any whole pay floor up to $1,000,000 a year is kept.
    expect(read('minPay=55500')).toMatchObject({ minPay: 55_500 });
    expect(read('minPay=2000000')).toMatchObject({ minPay: null });
    expect(read('area=s')).toMatchObject({ area: null });
    expect(read(`q=${'a'.repeat(101)}`)).toMatchObject({ q: '' });
    expect(read('q=%20%20graphic%20%20')).toMatchObject({ q: 'graphic' });
  });

  it('writes a short address that reads back the same', () => {
    const filters = {
      q: 'software engineer',
      area: 'I',
      zones: [4, 2],
      sort: 'growth',
      minPay: 80000,
      growth: 'growing',
    } as const;
    const params = writeExplorerParams(filters);
    expect(params.toString()).toBe(
      'q=software+engineer&area=I&zone=2%2C4&sort=growth&minPay=80000&growth=growing',
    );
    expect(readExplorerParams(params)).toEqual({ ...filters, zones: [2, 4] });
    expect(writeExplorerParams(NO_EXPLORER_FILTERS).toString()).toBe('');
  });
});

describe('what the explorer reads from its address', () => {
  it('is what the route table says, so the server knows which addresses get the prerendered page', () => {
    expect(paramsRead(readExplorerParams)).toEqual([...queryOf(paths.explorer)].sort());
  });
});
