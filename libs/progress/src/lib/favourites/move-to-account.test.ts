import { moveToAccount } from './move-to-account';

const full = { status: 409, data: { code: 'favourites_full' } };

describe('moveToAccount', () => {
  it('saves every code in order', async () => {
    const save = vi.fn(async () => undefined);
    await expect(moveToAccount(['a', 'b'], save)).resolves.toEqual({
      moved: ['a', 'b'],
      kept: [],
    });
    expect(save.mock.calls).toEqual([['a'], ['b']]);
  });

  it('keeps the codes that failed and carries on with the rest', async () => {
    const save = vi.fn(async (code: string) => {
      if (code === 'b') throw { status: 500 };
    });
    await expect(moveToAccount(['a', 'b', 'c'], save)).resolves.toEqual({
      moved: ['a', 'c'],
      kept: ['b'],
    });
  });

  it('stops sending once the account is full, keeping the rest', async () => {
    const save = vi.fn(async (code: string) => {
      if (code === 'b') throw full;
    });
    await expect(moveToAccount(['a', 'b', 'c'], save)).resolves.toEqual({
      moved: ['a'],
      kept: ['b', 'c'],
    });
    expect(save).toHaveBeenCalledTimes(2);
  });
});
