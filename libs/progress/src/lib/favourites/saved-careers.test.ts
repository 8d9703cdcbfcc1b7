import { FAVOURITES_LIMIT, type Favourites, careerCodeSchema } from '@pathwise/contract';
import {
  BROWSER_FAVOURITES_LIMIT,
  type SavedCareer,
  accountSaved,
  addSaved,
  isCareerCode,
  removeSaved,
  storedFavouritesSchema,
  uniqueByCode,
} from './saved-careers';

const now = new Date('2026-11-20T09:30:00.000Z');
const nurse: SavedCareer = {
  code: '29-1141.00',
  title: 'Registered Nurses',
  savedAt: '2026-11-01T08:00:00.000Z',
};
const many = (count: number): SavedCareer[] =>
  Array.from({ length: count }, (_, i) => ({
    code: `11-${String(1000 + i).padStart(4, '0')}.00`,
    title: `Career ${i}`,
    savedAt: now.toISOString(),
  }));

describe('the browser list', () => {
  it('keeps to the same limit and code format as the API', () => {
    expect(BROWSER_FAVOURITES_LIMIT).toBe(FAVOURITES_LIMIT);
    for (const code of ['15-1252.00', '29-1141.01', '15-1252', '151252.00', ' 15-1252.00', 'x']) {
      expect(isCareerCode(code)).toBe(careerCodeSchema.safeParse(code).success);
    }
  });

  it('accepts a well-formed list and rejects damaged entries', () => {
    expect(storedFavouritesSchema.safeParse([nurse]).success).toBe(true);
    expect(storedFavouritesSchema.safeParse([{ ...nurse, code: 'nurse' }]).success).toBe(false);
    expect(storedFavouritesSchema.safeParse([{ ...nurse, title: '' }]).success).toBe(false);
    expect(storedFavouritesSchema.safeParse([{ ...nurse, savedAt: 'yesterday' }]).success).toBe(
      false,
    );
    expect(storedFavouritesSchema.safeParse({ items: [nurse] }).success).toBe(false);
    expect(storedFavouritesSchema.safeParse(many(FAVOURITES_LIMIT + 1)).success).toBe(false);
  });

  it('drops repeated codes, keeping the first', () => {
    const again = { ...nurse, title: 'Nurses' };
    expect(uniqueByCode([nurse, again])).toEqual([nurse]);
  });
});

describe('addSaved and removeSaved', () => {
  it('adds a career at the end with the time it was saved', () => {
    const outcome = addSaved([nurse], { code: '15-1252.00', title: 'Software Developers' }, now);
    expect(outcome).toEqual({
      kind: 'added',
      list: [
        nurse,
        { code: '15-1252.00', title: 'Software Developers', savedAt: now.toISOString() },
      ],
    });
  });

  it('does not add a career twice', () => {
    expect(addSaved([nurse], nurse, now).kind).toBe('already-saved');
  });

  it('refuses a malformed code and a full list', () => {
    expect(addSaved([], { code: '15-1252', title: 'Software Developers' }, now).kind).toBe(
      'invalid',
    );
    expect(addSaved(many(FAVOURITES_LIMIT), nurse, now).kind).toBe('full');
  });

  it('removes a career by code', () => {
    expect(removeSaved([nurse, ...many(1)], nurse.code)).toEqual(many(1));
  });
});

describe('accountSaved', () => {
  const account: Favourites = {
    limit: FAVOURITES_LIMIT,
    items: [
      {
        code: '15-1252.00',
        savedAt: '2026-11-02T10:00:00.000Z',
        career: {
          code: '15-1252.00',
          title: 'Software Developers',
          jobZone: 4,
          highPoints: 'ICR',
          pay: null,
          growthPercent: null,
          catchAll: false,
          typicalEducation: null,
        },
      },
      { code: '99-0000.00', savedAt: '2026-11-03T10:00:00.000Z', career: null },
    ],
  };

  it("lists the account's favourites, titled by code when the catalogue lost the career", () => {
    expect(accountSaved(account, [])).toEqual([
      { code: '15-1252.00', title: 'Software Developers', savedAt: '2026-11-02T10:00:00.000Z' },
      { code: '99-0000.00', title: '99-0000.00', savedAt: '2026-11-03T10:00:00.000Z' },
    ]);
  });

  it('adds browser favourites not yet in the account, once', () => {
    const browserCopy = { code: '15-1252.00', title: 'Software Developers', savedAt: 'x' };
    const codes = accountSaved(account, [browserCopy, nurse]).map((saved) => saved.code);
    expect(codes).toEqual(['15-1252.00', '99-0000.00', nurse.code]);
    expect(accountSaved(undefined, [nurse])).toEqual([nurse]);
  });
});
