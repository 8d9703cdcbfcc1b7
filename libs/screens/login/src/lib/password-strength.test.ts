import { isGuessable } from './password-strength';

describe('isGuessable', () => {
  it.each(['password', 'password1', 'qwerty123', '12345678', 'iloveyou2', 'p4ssw0rd!'])(
    'refuses %s, from the lists of leaked passwords',
    (password) => expect(isGuessable(password, [])).toBe(true),
  );

  it('refuses the person’s own name or email with a few digits', () => {
    expect(isGuessable('samrivera1', ['sam.rivera@example.com', 'Sam Rivera'])).toBe(true);
    expect(isGuessable('samrivera1', [])).toBe(false);
  });

  it.each(['correct horse battery', 'mi perro se llama toby', 'purple-monkey-dishwasher'])(
    'accepts %s, a few words together',
    (password) => expect(isGuessable(password, ['sam@example.com'])).toBe(false),
  );
});
