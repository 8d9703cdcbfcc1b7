import { readConfig } from '../src/config';

describe('the API configuration', () => {
  it('limits requests by default, and takes raised limits for load tests', () => {
    expect(readConfig({})).toMatchObject({
      RATE_LIMIT_PER_MINUTE: 600,
      USER_RATE_LIMIT_PER_MINUTE: 300,
    });
    expect(readConfig({ RATE_LIMIT_PER_MINUTE: '100000' }).RATE_LIMIT_PER_MINUTE).toBe(100000);
  });

  it('refuses an unusable limit, naming the variable', () => {
    expect(() => readConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => readConfig({ USER_RATE_LIMIT_PER_MINUTE: 'many' })).toThrow(
      /USER_RATE_LIMIT_PER_MINUTE/,
    );
  });
});
