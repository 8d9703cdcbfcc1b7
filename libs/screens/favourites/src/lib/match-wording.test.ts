import { type MatchContext, NO_PROFILE_LABEL, describeMatch } from './match-wording';

const developers = { code: '15-1252.00', highPoints: 'ICR' };
const designers = { code: '27-1024.00', highPoints: 'AER' };
const electricians = { code: '47-2111.00', highPoints: 'RCI' };
const accountants = { code: '13-2011.00', highPoints: 'CER' };

const person = { hollandCode: 'IAS', flat: false };
const ready = (overrides: Partial<MatchContext> = {}): MatchContext => ({
  status: 'ready',
  fits: new Map([['15-1252.00', 92]]),
  ranked: 50,
  person,
  ...overrides,
});

describe('describeMatch', () => {
  it("uses the ranking's fit when the career is among the closest matches", () => {
    expect(describeMatch(developers, ready())).toEqual({
      label: 'Fit 92 of 100',
      detail: 'Shares your top area, Investigative',
      fit: 92,
    });
    expect(describeMatch(developers, ready({ person: null }))).toEqual({
      label: 'Fit 92 of 100',
      detail: null,
      fit: 92,
    });
  });

  it('compares interest areas for a career outside the closest matches, and says so', () => {
    expect(describeMatch(electricians, ready())).toEqual({
      label: 'Shares your top area, Investigative',
      detail:
        'Not among your 50 closest matches. It leans toward Realistic, Conventional and Investigative work; your interests lean toward Investigative, Artistic and Social.',
      fit: null,
    });
    expect(describeMatch(designers, ready()).label).toBe(
      'Shares Artistic, one of your strongest areas',
    );
    expect(
      describeMatch(designers, ready({ person: { hollandCode: 'SAE', flat: false } })).label,
    ).toBe('Shares Artistic and Enterprising, two of your strongest areas');
  });

  it("says plainly when the strongest areas don't overlap", () => {
    const match = describeMatch(accountants, ready());
    expect(match.label).toBe("Doesn't share your strongest areas");
    expect(match.detail).toMatch(/doesn't rule it out/);
  });

  it('leaves out the closest-matches note when the ranking is unavailable', () => {
    const match = describeMatch(electricians, ready({ fits: null, ranked: 0 }));
    expect(match.detail).not.toMatch(/closest matches/);
    expect(match.detail).toMatch(/^It leans toward Realistic/);
  });

  it('invites someone without an interest profile to sort the cards', () => {
    expect(describeMatch(electricians, ready({ person: null })).label).toBe(NO_PROFILE_LABEL);
    expect(NO_PROFILE_LABEL).toBe('No interest profile yet — sort cards to see matches');
  });

  it('claims no match for an even profile or a career without interest data', () => {
    expect(
      describeMatch(electricians, ready({ person: { hollandCode: 'RIA', flat: true } })).label,
    ).toBe('No clear match either way');
    expect(describeMatch({ code: '99-9999.00', highPoints: '' }, ready()).label).toBe(
      'No interest pattern to compare',
    );
  });

  it('waits while loading, and owns up to a failure', () => {
    expect(describeMatch(electricians, ready({ status: 'loading', fits: null })).label).toBe(
      'Checking how well it fits you…',
    );
    expect(
      describeMatch(electricians, ready({ status: 'error', fits: null, person: null })).label,
    ).toBe("Your match couldn't load just now");
  });
});
