import {
  type Coins,
  type Onboarding,
  type OnboardingAnswersInput,
  type Profile,
  type ProfilePatch,
  type SharedProfile,
  coinsSchema,
  onboardingSchema,
  profileSchema,
  sharedProfileSchema,
} from '@pathwise/contract';
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query API for Pathwise's backend. Responses are checked against the same contract
 * the server validates with; feature libraries add their endpoints with `injectEndpoints`.
 */
export const pathwiseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me', 'Onboarding', 'Coins'],
  endpoints: (build) => ({
    getMe: build.query<Profile, void>({
      query: () => 'me',
      responseSchema: profileSchema,
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<Profile, ProfilePatch>({
      query: (body) => ({ url: 'me', method: 'PATCH', body }),
      responseSchema: profileSchema,
      invalidatesTags: ['Me'],
    }),
    deleteMe: build.mutation<void, void>({ query: () => ({ url: 'me', method: 'DELETE' }) }),
    getOnboarding: build.query<Onboarding, void>({
      query: () => 'me/onboarding',
      responseSchema: onboardingSchema,
      providesTags: ['Onboarding'],
    }),
    putOnboarding: build.mutation<Onboarding, OnboardingAnswersInput>({
      query: (body) => ({ url: 'me/onboarding', method: 'PUT', body }),
      responseSchema: onboardingSchema,
      invalidatesTags: ['Onboarding', 'Coins'],
    }),
    getCoins: build.query<Coins, void>({
      query: () => 'me/coins',
      responseSchema: coinsSchema,
      providesTags: ['Coins'],
    }),
    getSharedProfile: build.query<SharedProfile, string>({
      query: (id) => `profiles/${encodeURIComponent(id)}`,
      responseSchema: sharedProfileSchema,
    }),
  }),
});

export const {
  useGetMeQuery,
  useUpdateMeMutation,
  useDeleteMeMutation,
  useGetOnboardingQuery,
  usePutOnboardingMutation,
  useGetCoinsQuery,
  useGetSharedProfileQuery,
} = pathwiseApi;
