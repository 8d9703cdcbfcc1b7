import { BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import { countAnsweredQuestions } from '@pathwise/progress';
// The mini build of zod: the same checks at a fraction of the size.
import { z } from 'zod/mini';
import { ITEM_COUNT, type Progress } from './progress';
import { STORAGE_KEYS } from '@pathwise/progress/keys';

// Only the parts this page reads are checked; each screen checks its own copy in full when it opens.
const draftSchema = z.object({
  version: z.literal(1),
  testVersion: z.literal(BIG_FIVE_TEST_VERSION),
  answers: z.record(z.string(), z.literal([1, 2, 3, 4, 5])),
});
const rating = z.enum(['like', 'unsure', 'dislike']);
const sortSchema = z.object({ version: z.literal(1), ratings: z.record(z.string(), rating) });
const resultSchema = z.object({
  version: z.literal(1),
  result: z.object({ hollandCode: z.string().check(z.regex(/^[RIASEC]{3}$/)) }),
});
const onboardingSchema = z.looseObject({ completed: z.optional(z.boolean()) });

type Storage = Pick<globalThis.Storage, 'getItem'>;

function read<T>(storage: Storage | null, key: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Unreadable storage or damaged JSON: as if nothing were kept.
    return null;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A signed-out person's progress as this browser keeps it; anything damaged counts as nothing. */
export function readBrowserProgress(storage: Storage | null = localStorageOrNull()): Progress {
  const draft = read(storage, STORAGE_KEYS.personalityDraft, draftSchema);
  const sort = read(storage, STORAGE_KEYS.interestSort, sortSchema);
  const result = read(storage, STORAGE_KEYS.interestResult, resultSchema);
  const onboarding = read(storage, STORAGE_KEYS.onboarding, onboardingSchema);
  return {
    personality: {
      answered: Math.min(Object.keys(draft?.answers ?? {}).length, ITEM_COUNT),
      // Reports are only ever kept in an account.
      reportReady: false,
    },
    interests: {
      sorted: Object.keys(sort?.ratings ?? {}).length,
      hollandCode: result?.result.hollandCode ?? null,
    },
    aboutYou: {
      answered: onboarding ? countAnsweredQuestions(onboarding) : 0,
      completed: onboarding?.completed ?? false,
    },
  };
}
