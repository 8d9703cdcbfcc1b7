import { profileTarget } from './profile-target';

describe('profileTarget', () => {
  it('treats the signed-in uid and "me" as one’s own profile', () => {
    expect(profileTarget('uid-1', 'uid-1')).toEqual({ kind: 'own' });
    expect(profileTarget('me', 'uid-1')).toEqual({ kind: 'own' });
  });

  it('passes another well-formed id on', () => {
    expect(profileTarget('Friend_42-x', 'uid-1')).toEqual({ kind: 'other', id: 'Friend_42-x' });
  });

  it.each([undefined, '', 'a b', 'a/b', 'x'.repeat(129), 'é'])('refuses %j', (id) => {
    expect(profileTarget(id, 'uid-1')).toEqual({ kind: 'invalid' });
  });
});
