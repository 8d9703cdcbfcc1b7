import { safeProperties } from './safe-properties';

describe('safeProperties', () => {
  it('keeps flags, counts and short codes', () => {
    expect(safeProperties({ signedIn: true, sorted: 12, code: '15-1252.00' })).toEqual({
      signedIn: true,
      sorted: 12,
      code: '15-1252.00',
    });
  });

  it('drops free text, emails, objects and odd numbers', () => {
    expect(
      safeProperties({
        note: 'I would love to work with animals because my grandmother had a farm',
        email: 'sam@example.com',
        answers: { q1: 5 },
        list: [1, 2],
        missing: undefined,
        infinite: Infinity,
        nan: Number.NaN,
      }),
    ).toEqual({});
  });
});
