import type { CoinAward } from '@pathwise/contract';
import { awardToast, coinAwardKey, newAwards } from './coin-awards';

const onboarding: CoinAward = {
  achievement: 'onboarding-completed',
  amount: 10,
  awardedAt: '2026-11-01T09:05:00.000Z',
};
const personality: CoinAward = {
  achievement: 'personality-test-completed',
  amount: 50,
  awardedAt: '2026-11-02T10:00:00.000Z',
};
const favourite: CoinAward = {
  achievement: 'first-favourite-saved',
  amount: 5,
  awardedAt: '2026-11-02T10:01:00.000Z',
};

describe('newAwards', () => {
  it('finds the awards the older ledger lacked, newest first', () => {
    expect(
      newAwards(
        { balance: 10, ledger: [onboarding] },
        { balance: 65, ledger: [onboarding, personality, favourite] },
      ),
    ).toEqual([favourite, personality]);
  });

  it('finds nothing when the ledger is unchanged', () => {
    const coins = { balance: 10, ledger: [onboarding] };
    expect(newAwards(coins, { ...coins, ledger: [...coins.ledger] })).toEqual([]);
  });
});

describe('awardToast', () => {
  it('names one award in plain words', () => {
    expect(awardToast([personality])).toEqual({
      title: '+50 coins for finishing the personality test',
      tone: 'success',
      key: coinAwardKey('personality-test-completed'),
    });
  });

  it('names several awards in one toast', () => {
    expect(awardToast([favourite, personality, onboarding])?.title).toBe(
      '+65 coins for saving your first career, finishing the personality test, and answering the questions about you',
    );
  });

  it('says nothing without an award', () => {
    expect(awardToast([])).toBeNull();
  });

  it('still counts an award it has no words for', () => {
    const unknown = {
      ...favourite,
      achievement: 'something-new',
      amount: 1,
    } as unknown as CoinAward;
    expect(awardToast([unknown])?.title).toBe('+1 coin');
  });
});
