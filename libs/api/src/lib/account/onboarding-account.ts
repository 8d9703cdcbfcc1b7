import { type Onboarding, PROFILE_ANSWER_FIELDS } from '@pathwise/contract';
import { type AccountRecord, apiHandlers } from '../handlers';
import { operationUrl } from '../mock-operation';
import { buildProfile } from './account-fixtures';

export const ONBOARDING_URL = operationUrl('getOnboarding');

/** The answers as the API keeps them: life stage, education and country in the profile. */
function startingRecord(initial: Onboarding['answers']): AccountRecord {
  const own: Record<string, unknown> = { ...initial };
  const fromProfile: Record<string, unknown> = {};
  for (const field of PROFILE_ANSWER_FIELDS) {
    fromProfile[field] = initial[field] ?? null;
    delete own[field];
  }
  return {
    profile: buildProfile(fromProfile),
    onboarding: {
      answers: own as Onboarding['answers'],
      updatedAt: '2026-11-01T09:00:00.000Z',
    },
  };
}

/**
 * The account's onboarding answers, served and saved by the mock API (`apiHandlers`), with each
 * save's body kept in `saves`. `refuse` answers a save instead, and `load` a load, by its number
 * (0 for the first), or returns undefined to answer as usual.
 */
export function onboardingAccount(
  initial: Onboarding['answers'] = { completed: false },
  {
    refuse,
    load,
  }: {
    refuse?: (attempt: number) => Response | undefined;
    load?: (attempt: number) => Response | undefined;
  } = {},
) {
  const saves: unknown[] = [];
  let loads = 0;
  const account = startingRecord(initial);
  const handlers = apiHandlers({
    account,
    onboardingRequests: {
      load: () => load?.(loads++),
      save: (body) => {
        saves.push(body);
        return refuse?.(saves.length - 1);
      },
    },
  });
  return {
    saves,
    handlers,
    /** Back to the starting answers, for the start of each run of a story. */
    reset: () => {
      saves.length = 0;
      loads = 0;
      Object.assign(account, startingRecord(initial));
    },
  };
}
