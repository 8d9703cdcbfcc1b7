import {
  type CareerDetails,
  type CareerPage,
  type CareerSearchQuery,
  type Favourite,
  type Favourites,
  careerDetailsSchema,
  careerPageSchema,
  favouriteSchema,
  favouritesSchema,
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

/** Search input as screens hold it: job zones as a list; the URL form is the contract's. */
export type CareerSearchInput = Omit<Partial<CareerSearchQuery>, 'jobZone'> & {
  jobZone?: number[];
};

const careerSearchParams = ({ jobZone, ...rest }: CareerSearchInput) =>
  Object.fromEntries(
    Object.entries({ ...rest, jobZone: jobZone?.length ? jobZone.join(',') : undefined }).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  );

/**
 * The one RTK Query API for Pathwise's backend. Responses are checked against the same contract
 * the server validates with; feature libraries add their endpoints with `injectEndpoints`.
 */
export const pathwiseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me', 'Onboarding', 'Coins', 'Favourites'],
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
    searchCareers: build.query<CareerPage, CareerSearchInput>({
      query: (input) => ({ url: 'careers', params: careerSearchParams(input) }),
      responseSchema: careerPageSchema,
    }),
    getCareer: build.query<CareerDetails, string>({
      query: (code) => `careers/${encodeURIComponent(code)}`,
      responseSchema: careerDetailsSchema,
    }),
    getFavourites: build.query<Favourites, void>({
      query: () => 'me/favourites',
      responseSchema: favouritesSchema,
      providesTags: ['Favourites'],
    }),
    saveFavourite: build.mutation<Favourite, string>({
      query: (code) => ({ url: `me/favourites/${encodeURIComponent(code)}`, method: 'PUT' }),
      responseSchema: favouriteSchema,
      invalidatesTags: ['Favourites', 'Coins'],
    }),
    removeFavourite: build.mutation<void, string>({
      query: (code) => ({ url: `me/favourites/${encodeURIComponent(code)}`, method: 'DELETE' }),
      invalidatesTags: ['Favourites'],
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
  useSearchCareersQuery,
  useGetCareerQuery,
  useGetFavouritesQuery,
  useSaveFavouriteMutation,
  useRemoveFavouriteMutation,
} = pathwiseApi;
