import {
  BIG_FIVE_TEST_VERSION,
  type BigFiveItemLanguage,
  isBigFiveItemLanguage,
} from '@pathwise/assessment';
import { STORAGE_PROBE_KEY } from '@pathwise/browser-keys';
import type { PersonalityReportRequest } from '@pathwise/contract';
// The mini build of zod: the same checks at a fraction of the size on this route.
import { z } from 'zod/mini';
import { browserStorage, noteMadeHere, shownHere } from '../storage';
import { type Answers, ITEM_COUNT, isItemId } from './answers';
import { STORAGE_KEYS } from '../../keys';

export const DRAFT_KEY = STORAGE_KEYS.personalityDraft;
const PROBE_KEY = STORAGE_PROBE_KEY;

/** The optional details that pick the norm group, as the report request takes them. */
export type Demographics = Pick<PersonalityReportRequest, 'sex' | 'ageBand'>;

const demographicsSchema = z.strictObject({
  sex: z.optional(z.enum(['female', 'male'])),
  ageBand: z.optional(z.enum(['under-21', '21-40', '41-60', 'over-60'])),
});

export const draftSchema = z.object({
  version: z.literal(1),
  testVersion: z.string(),
  language: z.custom<BigFiveItemLanguage>(isBigFiveItemLanguage, 'Unknown language.'),
  answers: z
    .record(z.string(), z.literal([1, 2, 3, 4, 5]))
    .check(z.refine((answers) => Object.keys(answers).every(isItemId), 'Unknown item id.')),
  position: z.int().check(z.minimum(0), z.maximum(ITEM_COUNT - 1)),
  demographics: z.optional(demographicsSchema),
  /** The pace of first answers (see pace.ts), for the report's check of the answers. */
  pace: z.optional(
    z
      .strictObject({
        timed: z.int().check(z.minimum(0), z.maximum(ITEM_COUNT)),
        quick: z.int().check(z.minimum(0), z.maximum(ITEM_COUNT)),
      })
      .check(z.refine((pace) => pace.quick <= pace.timed)),
  ),
  updatedAt: z.iso.datetime(),
  /** The account these answers were last sent to in full after a sign-in elsewhere in the app. */
  sentTo: z.optional(z.string().check(z.maxLength(128))),
});

/** A test in progress, as it is kept in this browser. */
export type Draft = Omit<z.infer<typeof draftSchema>, 'answers'> & { answers: Answers };

/** Why a stored draft could not be used. */
export type DraftProblem = 'corrupt' | 'other-version';

export type DraftRead = {
  draft: Draft | null;
  /** Set when a stored draft was unusable; the caller discards it and says so. */
  problem: DraftProblem | null;
  /** False when this browser will not keep the draft (storage blocked or full). */
  persistent: boolean;
};

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function newDraft(
  language: BigFiveItemLanguage,
  demographics: Demographics | undefined,
  now: Date,
): Draft {
  return {
    version: 1,
    testVersion: BIG_FIVE_TEST_VERSION,
    language,
    answers: {},
    position: 0,
    ...(demographics ? { demographics } : {}),
    updatedAt: now.toISOString(),
  };
}

/** Validates a stored draft; one from another test version is told apart from plain damage. */
export function parseDraft(raw: string): Pick<DraftRead, 'draft' | 'problem'> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { draft: null, problem: 'corrupt' };
  }
  const testVersion = (value as { testVersion?: unknown } | null)?.testVersion;
  if (typeof testVersion === 'string' && testVersion !== BIG_FIVE_TEST_VERSION) {
    return { draft: null, problem: 'other-version' };
  }
  const parsed = draftSchema.safeParse(value);
  if (!parsed.success || parsed.data.testVersion !== BIG_FIVE_TEST_VERSION) {
    return { draft: null, problem: 'corrupt' };
  }
  return { draft: parsed.data, problem: null };
}

function canWrite(storage: DraftStorage): boolean {
  try {
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the draft in local storage. When storage refuses, the draft lives in memory instead, so the
 * test goes on and survives in-app navigation (to sign in and back) for as long as the tab is open.
 */
export class DraftStore {
  private memory: Draft | null = null;

  constructor(private readonly storage: () => DraftStorage | null = browserStorage) {}

  /** Has no side effects, so it may run during render; discard a problem draft with `clear()`. */
  read(): DraftRead {
    const storage = this.storage();
    let raw: string | null = null;
    let readable = storage !== null;
    try {
      // An earlier visitor's test reads as none until the person says it is theirs.
      raw = shownHere(DRAFT_KEY) ? (storage?.getItem(DRAFT_KEY) ?? null) : null;
    } catch {
      readable = false;
    }
    const writable = readable && storage !== null && canWrite(storage);
    if (raw !== null) return { ...parseDraft(raw), persistent: writable };
    if (!writable && this.memory) return { draft: this.memory, problem: null, persistent: false };
    return { draft: null, problem: null, persistent: writable };
  }

  /** Saves the draft; false when it could only be kept in memory. */
  write(draft: Draft): boolean {
    try {
      const storage = this.storage();
      if (!storage) throw new Error('No storage');
      storage.setItem(DRAFT_KEY, JSON.stringify(draft));
      noteMadeHere(DRAFT_KEY);
      this.memory = null;
      return true;
    } catch {
      this.memory = draft;
      return false;
    }
  }

  /** Forgets the draft; false when storage could not be reached. */
  clear(): boolean {
    this.memory = null;
    try {
      const storage = this.storage();
      storage?.removeItem(DRAFT_KEY);
      return storage !== null;
    } catch {
      return false;
    }
  }
}

/** The one store the screen uses, so an in-memory draft outlives the screen within the tab. */
export const draftStore = new DraftStore();
