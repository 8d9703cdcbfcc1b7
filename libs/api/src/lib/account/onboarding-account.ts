import { type Onboarding, onboardingAnswersSchema } from '@pathwise/contract';
import { HttpResponse, http } from 'msw';
import { apiHandlers, toStoredAnswers } from '../handlers';
import { problem } from '../problem-response';

export const ONBOARDING_URL = '/api/me/onboarding';

/**
 * The account's onboarding answers, served and saved as the API does (the rest of the API from
 * `apiHandlers`), with each save's body kept in `saves`. `refuse` answers a save instead, and
 * `load` a load, by its number (0 for the first), or returns undefined to answer as usual.
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
      if (!answers.success) return problem(400, 'invalid_request', 'Some fields are not valid.');
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
