import { databaseTargets, nameAccount, signUp, useApi } from './helpers';

describe.each(databaseTargets())('the profile as the one source on %s', (_name, target) => {
  const started = useApi(target);
  const app = () => started().app;
  const get = (auth: Record<string, string>, url: string) => app().inject({ url, headers: auth });
  const send = (
    auth: Record<string, string>,
    method: 'PATCH' | 'PUT',
    url: string,
    payload: object,
  ) => app().inject({ method, url, headers: auth, payload });

  it('takes the name given at sign-up once, and never puts it back after the person changes it', async () => {
    const person = await signUp('named', 'Robin Hale');
    expect((await get(person.auth, '/api/me')).json().displayName).toBe('Robin Hale');
    await send(person.auth, 'PATCH', '/api/me', { displayName: null });
    expect((await get(person.auth, '/api/me')).json().displayName).toBeNull();
    await send(person.auth, 'PATCH', '/api/me', { displayName: 'Rob' });
    expect((await get(person.auth, '/api/me')).json().displayName).toBe('Rob');
  });

  it('takes the name when it arrives after the first call, as with sign-up by email', async () => {
    const person = await signUp('later');
    expect((await get(person.auth, '/api/me')).json().displayName).toBeNull();
    const named = await nameAccount(person, 'Kit Moreno');
    expect((await get(named, '/api/me')).json().displayName).toBe('Kit Moreno');
    // Once taken, a different sign-in name does not replace the profile's.
    const renamed = await nameAccount(person, 'Somebody Else');
    expect((await get(renamed, '/api/me')).json().displayName).toBe('Kit Moreno');
  });

  it('keeps life stage, education and country in one place, whichever page sets them', async () => {
    const person = await signUp();
    const onboarding = await send(person.auth, 'PUT', '/api/me/onboarding', {
      country: 'NZ',
      highestEducation: 'secondary',
      workValues: ['support'],
    });
    expect(onboarding.statusCode, onboarding.body).toBe(200);
    expect((await get(person.auth, '/api/me')).json()).toMatchObject({
      country: 'NZ',
      highestEducation: 'secondary',
      lifeStage: null,
    });
    await send(person.auth, 'PATCH', '/api/me', { lifeStage: 'changing-careers', country: 'IE' });
    expect((await get(person.auth, '/api/me/onboarding')).json().answers).toEqual({
      lifeStage: 'changing-careers',
      country: 'IE',
      highestEducation: 'secondary',
      workValues: ['support'],
      completed: false,
    });
    // Answers left out of a PUT keep the profile's values; null clears one.
    const kept = await send(person.auth, 'PUT', '/api/me/onboarding', {
      workValues: ['support'],
      highestEducation: null,
    });
    expect(kept.json().answers).toEqual({
      lifeStage: 'changing-careers',
      country: 'IE',
      workValues: ['support'],
      completed: false,
    });
    expect((await get(person.auth, '/api/me')).json()).toMatchObject({
      country: 'IE',
      highestEducation: null,
    });
    const exported = (await get(person.auth, '/api/me/export')).json();
    expect(exported.onboarding.answers).toEqual({ workValues: ['support'], completed: false });
    expect(exported.profile).toMatchObject({ lifeStage: 'changing-careers', country: 'IE' });
  });

  it('refuses a bad profile answer in onboarding and changes nothing', async () => {
    const person = await signUp();
    await send(person.auth, 'PATCH', '/api/me', { country: 'CA' });
    const refused = await send(person.auth, 'PUT', '/api/me/onboarding', { country: 'canada' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect((await get(person.auth, '/api/me')).json().country).toBe('CA');
  });
});
