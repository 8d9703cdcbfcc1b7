import {
  type InterestAnswers,
  type InterestAnswersUpload,
  type InterestDeck,
  type InterestDeckQuery,
  type InterestResult,
  type PersonalityAnswers,
  type PersonalityAnswersUpload,
  type PersonalityReport,
  type PersonalityReportRequest,
  type CreatedPersonalityReport,
  type PersonalityReportHistory,
  type PersonalityShare,
  type ReportAnswers,
  type SharedPersonalityReport,
  type Suggestions,
  type SuggestionsRequest,
  type CareerDetails,
  type DataSources,
  type CareerPage,
  type CareerSearchQuery,
  type Favourite,
  type Favourites,
  type Coins,
  type DataExport,
  type Onboarding,
  type OnboardingAnswersInput,
  type Profile,
  type ProfilePatch,
  type SharedProfile,
} from '@pathwise/contract';
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import { responseSchemas } from './response-schemas';

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
  tagTypes: [
    'Me',
    'Onboarding',
    'Coins',
    'Favourites',
    'PersonalityAnswers',
    'PersonalityReport',
    'InterestAnswers',
    'InterestResult',
    'Suggestions',
    'Verdicts',
  ],
  endpoints: (build) => ({
    getMe: build.query<Profile, void>({
      query: () => 'me',
      responseSchema: responseSchemas?.profileSchema,
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<Profile, ProfilePatch>({
      query: (body) => ({ url: 'me', method: 'PATCH', body }),
      responseSchema: responseSchemas?.profileSchema,
      // Life stage, country and education show on the onboarding pages too.
      invalidatesTags: ['Me', 'Onboarding'],
    }),
    deleteMe: build.mutation<void, void>({ query: () => ({ url: 'me', method: 'DELETE' }) }),
    getOnboarding: build.query<Onboarding, void>({
      query: () => 'me/onboarding',
      responseSchema: responseSchemas?.onboardingSchema,
      providesTags: ['Onboarding'],
    }),
    putOnboarding: build.mutation<Onboarding, OnboardingAnswersInput>({
      query: (body) => ({ url: 'me/onboarding', method: 'PUT', body }),
      responseSchema: responseSchemas?.onboardingSchema,
      // Its life stage, country and education are the profile's.
      invalidatesTags: ['Onboarding', 'Me', 'Coins'],
    }),
    getCoins: build.query<Coins, void>({
      query: () => 'me/coins',
      responseSchema: responseSchemas?.coinsSchema,
      providesTags: ['Coins'],
    }),
    searchCareers: build.query<CareerPage, CareerSearchInput>({
      query: (input) => ({ url: 'careers', params: careerSearchParams(input) }),
      responseSchema: responseSchemas?.careerPageSchema,
    }),
    /** Which O*NET release and BLS tables the catalogue holds, for credits. */
    getCatalogueSources: build.query<DataSources, void>({
      query: () => 'catalogue',
      responseSchema: responseSchemas?.dataSourcesSchema,
      keepUnusedDataFor: 3600,
    }),
    getCareer: build.query<CareerDetails, string>({
      query: (code) => `careers/${encodeURIComponent(code)}`,
      responseSchema: responseSchemas?.careerDetailsSchema,
    }),
    getFavourites: build.query<Favourites, void>({
      query: () => 'me/favourites',
      responseSchema: responseSchemas?.favouritesSchema,
      providesTags: ['Favourites'],
    }),
    saveFavourite: build.mutation<Favourite, string>({
      query: (code) => ({ url: `me/favourites/${encodeURIComponent(code)}`, method: 'PUT' }),
      responseSchema: responseSchemas?.favouriteSchema,
      invalidatesTags: ['Favourites', 'Coins'],
    }),
    removeFavourite: build.mutation<void, string>({
      query: (code) => ({ url: `me/favourites/${encodeURIComponent(code)}`, method: 'DELETE' }),
      invalidatesTags: ['Favourites'],
    }),
    getPersonalityAnswers: build.query<PersonalityAnswers, void>({
      query: () => 'me/personality/answers',
      responseSchema: responseSchemas?.personalityAnswersSchema,
      providesTags: ['PersonalityAnswers'],
    }),
    savePersonalityAnswers: build.mutation<PersonalityAnswers, PersonalityAnswersUpload>({
      query: (body) => ({ url: 'me/personality/answers', method: 'PUT', body }),
      responseSchema: responseSchemas?.personalityAnswersSchema,
      invalidatesTags: ['PersonalityAnswers'],
    }),
    clearPersonalityAnswers: build.mutation<void, void>({
      query: () => ({ url: 'me/personality/answers', method: 'DELETE' }),
      invalidatesTags: ['PersonalityAnswers'],
    }),
    createPersonalityReport: build.mutation<CreatedPersonalityReport, PersonalityReportRequest>({
      query: (body) => ({ url: 'me/personality/report', method: 'POST', body }),
      responseSchema: responseSchemas?.createdPersonalityReportSchema,
      invalidatesTags: ['PersonalityReport', 'Suggestions', 'Coins'],
    }),
    /** The newest report; null until the person has one. */
    getPersonalityReport: build.query<PersonalityReport | null, void>({
      query: () => 'me/personality/report',
      responseSchema: responseSchemas?.latestPersonalityReportSchema,
      providesTags: ['PersonalityReport'],
    }),
    /** Turns on the share link of one report (by id); a newer report never takes it over. */
    sharePersonalityReport: build.mutation<PersonalityShare, string>({
      query: (id) => ({
        url: `me/personality/reports/${encodeURIComponent(id)}/share`,
        method: 'PUT',
      }),
      responseSchema: responseSchemas?.personalityShareSchema,
      invalidatesTags: ['PersonalityReport'],
    }),
    stopSharingPersonalityReport: build.mutation<void, string>({
      query: (id) => ({
        url: `me/personality/reports/${encodeURIComponent(id)}/share`,
        method: 'DELETE',
      }),
      invalidatesTags: ['PersonalityReport'],
    }),
    /** Deletes one report, with its answers and share link. */
    deletePersonalityReport: build.mutation<void, string>({
      query: (id) => ({
        url: `me/personality/reports/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['PersonalityReport', 'Suggestions'],
    }),
    /** The answers a report was scored from, to read back. */
    getReportAnswers: build.query<ReportAnswers, string>({
      query: (id) => `me/personality/reports/${encodeURIComponent(id)}/answers`,
      responseSchema: responseSchemas?.reportAnswersSchema,
    }),
    /** A report someone shared; null when nothing is shared at that link. */
    getSharedPersonalityReport: build.query<SharedPersonalityReport | null, string>({
      query: (shareId) => `shared-reports/${encodeURIComponent(shareId)}`,
      responseSchema: responseSchemas?.sharedReportLookupSchema,
    }),
    getPersonalityReportHistory: build.query<PersonalityReportHistory, void>({
      query: () => 'me/personality/reports',
      responseSchema: responseSchemas?.personalityReportHistorySchema,
      providesTags: ['PersonalityReport'],
    }),
    getEarlierPersonalityReport: build.query<PersonalityReport, string>({
      query: (id) => `me/personality/reports/${encodeURIComponent(id)}`,
      responseSchema: responseSchemas?.personalityReportSchema,
      providesTags: ['PersonalityReport'],
    }),
    getInterestDeck: build.query<InterestDeck, Partial<InterestDeckQuery>>({
      query: (params) => ({ url: 'interests/items', params }),
      responseSchema: responseSchemas?.interestDeckSchema,
    }),
    getInterestAnswers: build.query<InterestAnswers, void>({
      query: () => 'me/interests/answers',
      responseSchema: responseSchemas?.interestAnswersSchema,
      providesTags: ['InterestAnswers'],
    }),
    saveInterestAnswers: build.mutation<InterestAnswers, InterestAnswersUpload>({
      query: (body) => ({ url: 'me/interests/answers', method: 'PUT', body }),
      responseSchema: responseSchemas?.interestAnswersSchema,
      invalidatesTags: ['InterestAnswers'],
    }),
    clearInterestAnswers: build.mutation<void, void>({
      query: () => ({ url: 'me/interests/answers', method: 'DELETE' }),
      invalidatesTags: ['InterestAnswers'],
    }),
    createInterestResult: build.mutation<InterestResult, void>({
      query: () => ({ url: 'me/interests/result', method: 'POST' }),
      responseSchema: responseSchemas?.interestResultSchema,
      invalidatesTags: ['InterestResult', 'Suggestions', 'Coins'],
    }),
    /** The newest interest result; null until the person has one. */
    getInterestResult: build.query<InterestResult | null, void>({
      query: () => 'me/interests/result',
      responseSchema: responseSchemas?.latestInterestResultSchema,
      providesTags: ['InterestResult'],
    }),
    getSuggestions: build.query<
      Suggestions,
      { jobZone?: number[]; limit?: number } & Pick<
        SuggestionsRequest,
        'minPay' | 'growth' | 'codes' | 'families'
      >
    >({
      query: ({ jobZone, limit, minPay, growth, codes, families }) => ({
        url: 'me/suggestions',
        params: {
          ...(jobZone?.length ? { jobZone: jobZone.join(',') } : {}),
          ...(codes?.length ? { codes: codes.join(',') } : {}),
          ...(limit ? { limit } : {}),
          ...(minPay !== undefined ? { minPay } : {}),
          ...(growth ? { growth } : {}),
          ...(families === false ? { families: 'false' } : {}),
        },
      }),
      responseSchema: responseSchemas?.suggestionsSchema,
      providesTags: ['Suggestions'],
    }),
    /** For someone signed out: suggestions from the card ratings their browser holds. */
    suggestCareers: build.query<Suggestions, SuggestionsRequest>({
      query: (body) => ({ url: 'suggestions', method: 'POST', body }),
      responseSchema: responseSchemas?.suggestionsSchema,
    }),
    /** Everything stored about the person, for them to keep; fetched afresh on each request. */
    exportMyData: build.query<DataExport, void>({
      query: () => 'me/export',
      responseSchema: responseSchemas?.dataExportSchema,
      keepUnusedDataFor: 0,
    }),
    /** Someone's shared profile; null when nothing is shared there. */
    getSharedProfile: build.query<SharedProfile | null, string>({
      query: (id) => `profiles/${encodeURIComponent(id)}`,
      responseSchema: responseSchemas?.sharedProfileLookupSchema,
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
  useGetCatalogueSourcesQuery,
  useGetFavouritesQuery,
  useSaveFavouriteMutation,
  useRemoveFavouriteMutation,
  useGetPersonalityAnswersQuery,
  useSavePersonalityAnswersMutation,
  useClearPersonalityAnswersMutation,
  useCreatePersonalityReportMutation,
  useGetPersonalityReportQuery,
  useGetInterestDeckQuery,
  useGetPersonalityReportHistoryQuery,
  useGetEarlierPersonalityReportQuery,
  useSharePersonalityReportMutation,
  useStopSharingPersonalityReportMutation,
  useDeletePersonalityReportMutation,
  useGetReportAnswersQuery,
  useGetSharedPersonalityReportQuery,
  useGetInterestAnswersQuery,
  useSaveInterestAnswersMutation,
  useClearInterestAnswersMutation,
  useCreateInterestResultMutation,
  useGetInterestResultQuery,
  useGetSuggestionsQuery,
  useSuggestCareersQuery,
  useLazyExportMyDataQuery,
} = pathwiseApi;
