import { profilePatchSchema } from './profile.schemas';

describe('profilePatchSchema', () => {
  it('accepts a partial change and null to clear a field', () => {
    expect(profilePatchSchema.parse({ displayName: '  Sam  ', country: null })).toEqual({
      displayName: 'Sam',
      country: null,
    });
  });

  it.each([
    [{ lifeStage: 'retired' }, 'lifeStage'],
    [{ country: 'gb' }, 'country'],
    [{ preferredLanguage: 'english' }, 'preferredLanguage'],
    [{ displayName: 'x'.repeat(61) }, 'displayName'],
    [{ shareProfile: 'yes' }, 'shareProfile'],
  ])('refuses %j', (body, field) => {
    const result = profilePatchSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('refuses fields it does not know, such as the id', () => {
    expect(profilePatchSchema.safeParse({ id: 'someone-else' }).success).toBe(false);
  });
});
