import { type Coins, type Profile, coinsSchema, profileSchema } from '@pathwise/contract';

/** Fixtures pass through the contract, so a mock can't hold a shape the server would never send. */
export const buildProfile = (overrides: Partial<Profile> = {}): Profile =>
  profileSchema.parse({
    id: 'uid-1',
    displayName: 'Sam Rivera',
    lifeStage: 'changing-careers',
    country: 'GB',
    highestEducation: null,
    preferredLanguage: 'en',
    shareProfile: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  });

export const buildCoins = (overrides: Partial<Coins> = {}): Coins =>
  coinsSchema.parse({
    balance: 10,
    ledger: [
      { achievement: 'onboarding-completed', amount: 10, awardedAt: '2026-11-01T09:05:00.000Z' },
    ],
    ...overrides,
  });
