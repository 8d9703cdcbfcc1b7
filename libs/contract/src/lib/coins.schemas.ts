import { z } from 'zod';

/** What earns coins, and how many. The server awards each once per person. */
export const COIN_AWARDS = {
  'personality-test-completed': 50,
  'onboarding-completed': 10,
  'playground-completed': 30,
  'first-favourite-saved': 5,
} as const;

export const achievementSchema = z.enum(
  Object.keys(COIN_AWARDS) as [keyof typeof COIN_AWARDS, ...(keyof typeof COIN_AWARDS)[]],
);

export const coinAwardSchema = z.object({
  achievement: achievementSchema,
  amount: z.number().int().positive(),
  awardedAt: z.iso.datetime(),
});

export const coinsSchema = z.object({
  balance: z.number().int().min(0),
  ledger: z.array(coinAwardSchema),
});

export type Achievement = z.infer<typeof achievementSchema>;
export type CoinAward = z.infer<typeof coinAwardSchema>;
export type Coins = z.infer<typeof coinsSchema>;
