import { i18n } from '@pathwise/i18n';
import { type MatchContext, NO_PROFILE_LABEL, describeMatch } from './match-wording';

const developers = { code: '15-1252.00', highPoints: 'ICR' };
const designers = { code: '27-1024.00', highPoints: 'AER' };
const electricians = { code: '47-2111.00', highPoints: 'RCI' };
const accountants = { code: '13-2011.00', highPoints: 'CER' };

const person = { hollandCode: 'IAS', flat: false };
const developersFit = {
  fit: 92,
  fitBand: 'strong' as const,
  estimate: false,
  reason: { kind: 'interest-fit', text: 'You and this job both lean toward Investigative work.' },
};
const ready = (overrides: Partial<MatchContext> = {}): MatchContext => ({
  status: 'ready',
  fits: new Map([['15-1252.00', developersFit]]),
  person,
  ...overrides,
});

describe('describeMatch', () => {
  it("uses the fit, band and reason the person's lists show", () => {
    expect(describeMatch(developers, ready())).toEqual({
      label: 'Strong fit: 92 of 100',
      detail: 'You and this job both lean toward Investigative work.',
      fit: 92,
    });
    const weak = {
      fit: 12,
      fitBand: 'weak' as const,
      estimate: false,
      reason: { kind: 'interest-fit', text: 'It differs.' },
    };
    expect(describeMatch(electricians, ready({ fits: new Map([['47-2111.00', weak]]) }))).toEqual({
      label: 'Weak fit: 12 of 100',
      detail: 'It differs.',
      fit: 12,
    });
    // With the fields it is worded from, the reason is said in the reader's language.
    const worded = {
      ...weak,
      reason: {
        kind: 'interest-fit',
        direction: 'differs',
        shared: [],
        apart: ['R'],
        estimated: false,
        text: 'The English sentence the API sends.',
      },
    };
    expect(
      describeMatch(electricians, ready({ fits: new Map([['47-2111.00', worded]]) })).detail,
    ).toBe('This job centres on Realistic work, which you rated lower than other areas.');
    // An estimate from personality is said in words, without a number or bar.
    const guess = { fit: 70, fitBand: 'good' as const, estimate: true, reason: null };
    expect(describeMatch(developers, ready({ fits: new Map([['15-1252.00', guess]]) }))).toEqual({
      label: 'Possible fit',
      detail: null,
      fit: null,
    });
  });

  it('compares interest areas where the ranking has no fit for the career', () => {
    expect(describeMatch(electricians, ready())).toEqual({
      label: 'Shares your top area, Investigative',
      detail:
        // Lists as the reader's language writes them (formatList): en-US with a serial comma.
        'It leans toward Realistic, Conventional, and Investigative work; your interests lean toward Investigative, Artistic, and Social.',
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

  it('invites someone without an interest profile to sort the cards', () => {
    expect(describeMatch(electricians, ready({ person: null })).label).toBe(
      i18n._(NO_PROFILE_LABEL),
    );
    expect(i18n._(NO_PROFILE_LABEL)).toBe('No interest profile yet — sort cards to see matches');
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
