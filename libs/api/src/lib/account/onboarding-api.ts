import { API_OPERATIONS, type Onboarding, type OnboardingAnswersInput } from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { apiRequest } from '../api-request';
import { responseSchemas } from '../response-schemas';

/** The onboarding answers kept in the account. */
export const onboardingApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    getOnboarding: build.query<Onboarding, void>({
      query: () => apiRequest(API_OPERATIONS.getOnboarding),
      responseSchema: responseSchemas?.onboardingSchema,
      providesTags: ['Onboarding'],
    }),
    putOnboarding: build.mutation<Onboarding, OnboardingAnswersInput>({
      query: (body) => ({ ...apiRequest(API_OPERATIONS.putOnboarding), body }),
      responseSchema: responseSchemas?.onboardingSchema,
      // Its life stage, country and education are the profile's.
      invalidatesTags: ['Onboarding', 'Me', 'Coins'],
      // The saved answers show at once, before the refetch the save triggers arrives.
      onQueryStarted: async (_answers, { dispatch, queryFulfilled }) => {
        const saved = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (saved)
          void dispatch(onboardingApi.util.upsertQueryData('getOnboarding', undefined, saved));
      },
    }),
  }),
});

export const { useGetOnboardingQuery, usePutOnboardingMutation } = onboardingApi;
