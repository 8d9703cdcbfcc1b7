import type {
  Coins,
  DataExport,
  Onboarding,
  OnboardingAnswers,
  Problem,
  Profile,
  ProfilePatch,
  SharedProfile,
} from '@pathwise/contract';
import {
  DATA_EXPORT_FORMAT,
  PROFILE_ANSWER_FIELDS,
  onboardingAnswersSchema,
  profilePatchSchema,
} from '@pathwise/contract';
import { HttpResponse } from 'msw';
import { mockOperation } from './mock-operation';
import { type AssessmentState, assessmentHandlers } from './assessment/assessment-handlers';
import { careerFixtures } from './careers/career-fixtures';
import { careerHandlers } from './careers/career-handlers';
import { groupHandlers } from './groups/group-handlers';
import { buildCoins, buildProfile } from './account/account-fixtures';
import { problem } from './problem-response';

/** Sent answers as the API stores them: a null (a cleared profile answer) is no answer. */
export function toStoredAnswers(sent: OnboardingAnswers): Onboarding['answers'] {
  return Object.fromEntries(
    Object.entries(sent).filter(([, value]) => value !== null),
  ) as Onboarding['answers'];
}

/** The signed-in person's profile and onboarding answers, which the mock API changes as it saves. */
export type AccountRecord = { profile: Profile; onboarding: Onboarding };

/** Ways into the onboarding answers' requests, for stories about loading and saving them. */
export type OnboardingRequests = {
  /** Answers a load instead, or returns undefined to answer as usual. */
  load?: () => Response | undefined;
  /** Sees each save's body first, and answers it instead, or returns undefined to save as usual. */
  save?: (body: unknown) => Response | undefined;
};

/**
 * MSW handlers for the API, one for each of the contract's operations, typed by the contract and
 * validating request bodies with the same schemas as the server. State lives per handler set, so
 * each story or test starts fresh; `account` hands in a record the caller can reset.
 */
export function apiHandlers(
  initial: {
    profile?: Profile;
    coins?: Coins;
    account?: AccountRecord;
    onboardingRequests?: OnboardingRequests;
  } & Parameters<typeof careerHandlers>[0] &
    Parameters<typeof groupHandlers>[0] &
    AssessmentState = {},
) {
  // As on the server: life stage, education and country live in the profile, the rest here.
  const account: AccountRecord = initial.account ?? {
    profile: initial.profile ?? buildProfile(),
    onboarding: { answers: { completed: false }, updatedAt: null },
  };
  const withProfile = (): Onboarding => {
    const answers = { ...account.onboarding.answers };
    for (const field of PROFILE_ANSWER_FIELDS) {
      const value = account.profile[field];
      if (value) Object.assign(answers, { [field]: value });
    }
    return { ...account.onboarding, answers };
  };
  const coins = initial.coins ?? buildCoins();

  return [
    mockOperation<never, never, Profile>('getMe', () => HttpResponse.json(account.profile)),
    mockOperation<never, ProfilePatch, Profile | Problem>('updateMe', async ({ request }) => {
      const patch = profilePatchSchema.safeParse(await request.json());
      if (!patch.success) return problem(400, 'invalid_request', 'Some fields are not valid.');
      account.profile = { ...account.profile, ...patch.data, updatedAt: new Date().toISOString() };
      return HttpResponse.json(account.profile);
    }),
    mockOperation('deleteMe', () => new HttpResponse(null, { status: 204 })),
    mockOperation<never, never, Onboarding>(
      'getOnboarding',
      () => initial.onboardingRequests?.load?.() ?? HttpResponse.json(withProfile()),
    ),
    mockOperation<never, Record<string, unknown>, Onboarding | Problem>(
      'putOnboarding',
      async ({ request }) => {
        const body = await request.json();
        const answered = initial.onboardingRequests?.save?.(body);
        if (answered) return answered;
        const answers = onboardingAnswersSchema.safeParse(body);
        if (!answers.success) return problem(400, 'invalid_request', 'Some fields are not valid.');
        const { lifeStage, highestEducation, country, ...own } = answers.data;
        const changes = { lifeStage, highestEducation, country };
        for (const field of PROFILE_ANSWER_FIELDS) {
          if (changes[field] !== undefined)
            account.profile = { ...account.profile, [field]: changes[field] };
        }
        account.onboarding = { answers: own, updatedAt: new Date().toISOString() };
        return HttpResponse.json(withProfile());
      },
    ),
    mockOperation<never, never, Coins>('getCoins', () => HttpResponse.json(coins)),
    mockOperation<never, never, DataExport>('exportMyData', () =>
      HttpResponse.json(
        {
          format: DATA_EXPORT_FORMAT,
          exportedAt: new Date().toISOString(),
          profile: account.profile,
          onboarding: account.onboarding,
          personality: {
            testVersion: 'ipip-neo-120@1.3.3',
            answers: [],
            reports: initial.report ? [{ ...initial.report, answers: null }] : [],
          },
          interests: {
            ratings: [],
            results: initial.interestResult ? [initial.interestResult] : [],
          },
          favourites: (initial.favourites ?? []).map((code) => ({
            code,
            title:
              (initial.careers ?? careerFixtures()).find((c) => c.code === code)?.title ?? null,
            savedAt: '2026-11-02T10:00:00.000Z',
          })),
          verdicts: [],
          coins,
          groups: { made: [], joined: [] },
        },
        { headers: { 'content-disposition': 'attachment; filename="pathwise-data.json"' } },
      ),
    ),
    // Null when nothing is shared there, as the API answers it.
    mockOperation<{ id: string }, never, SharedProfile | null>('getSharedProfile', ({ params }) =>
      HttpResponse.json(
        params.id === account.profile.id && account.profile.shareProfile
          ? {
              id: account.profile.id,
              displayName: account.profile.displayName,
              lifeStage: account.profile.lifeStage,
              country: account.profile.country,
            }
          : null,
      ),
    ),
    ...careerHandlers(initial),
    ...assessmentHandlers(initial),
    ...groupHandlers(initial),
  ];
}
