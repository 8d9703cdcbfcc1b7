import { apiHandlers, toStoredAnswers } from '@pathwise/api/testing';
import { type Onboarding, onboardingAnswersSchema } from '@pathwise/contract';
import type { StoredOnboardingAnswers } from '@pathwise/playground';
import { HttpResponse, http } from 'msw';

export const ONBOARDING_URL = '/api/me/onboarding';

/** A problem+json answer, as the API sends errors. */
export const problem = (
  status: number,
  detail: string,
  errors?: { path: string; message: string }[],
) =>
  HttpResponse.json(
    {
      type: 'about:blank',
      title: detail,
      status,
      code: 'x',
      detail,
      ...(errors ? { errors } : {}),
    },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

export const savedAnswers: StoredOnboardingAnswers = {
  lifeStage: 'changing-careers',
  country: 'IE',
  highestEducation: 'bachelor',
  maxJobZone: 4,
  enjoyedSubjects: ['Biology', 'Art and design'],
  workValues: ['relationships', 'support'],
  completed: true,
};

/**
 * The account's onboarding answers, served and saved as the API does, with each save's body kept
 * in `saves`. `refuse` answers a save instead, by its number (0 for the first); `load` answers a
 * load the same way.
 */
export function onboardingAccount(
  initial: StoredOnboardingAnswers,
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
  const start = (): Onboarding => ({ answers: initial, updatedAt: '2026-11-01T09:00:00.000Z' });
  let current = start();
  const handlers = [
    http.get(ONBOARDING_URL, () => load?.(loads++) ?? HttpResponse.json(current)),
    http.put(ONBOARDING_URL, async ({ request }) => {
      const body = await request.json();
      saves.push(body);
      const refused = refuse?.(saves.length - 1);
      if (refused) return refused;
      const answers = onboardingAnswersSchema.safeParse(body);
      if (!answers.success) return problem(400, 'Some fields are not valid.');
      current = { answers: toStoredAnswers(answers.data), updatedAt: new Date().toISOString() };
      return HttpResponse.json(current);
    }),
    ...apiHandlers(),
  ];
  return {
    saves,
    handlers,
    /** Back to the starting answers, for the start of each run of a story. */
    reset: () => {
      saves.length = 0;
      loads = 0;
      current = start();
    },
  };
}
