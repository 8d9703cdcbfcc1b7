import {
  API_OPERATIONS,
  type InterestAnswers,
  type InterestAnswersUpload,
  type InterestDeck,
  type InterestDeckQuery,
  type InterestResult,
} from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { apiRequest } from '../api-request';
import { responseSchemas } from '../response-schemas';
import { apiSearchParams } from '../search-params';

/** The interest cards, the account's ratings of them and the result scored from those. */
export const interestsApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    getInterestDeck: build.query<InterestDeck, Partial<InterestDeckQuery>>({
      query: (input) => ({
        ...apiRequest(API_OPERATIONS.getInterestDeck),
        params: apiSearchParams(input),
      }),
      responseSchema: responseSchemas?.interestDeckSchema,
    }),
    getInterestAnswers: build.query<InterestAnswers, void>({
      query: () => apiRequest(API_OPERATIONS.getInterestAnswers),
      responseSchema: responseSchemas?.interestAnswersSchema,
      providesTags: ['InterestAnswers'],
    }),
    saveInterestAnswers: build.mutation<InterestAnswers, InterestAnswersUpload>({
      query: (body) => ({ ...apiRequest(API_OPERATIONS.saveInterestAnswers), body }),
      responseSchema: responseSchemas?.interestAnswersSchema,
      invalidatesTags: ['InterestAnswers'],
    }),
    clearInterestAnswers: build.mutation<void, void>({
      query: () => apiRequest(API_OPERATIONS.clearInterestAnswers),
      invalidatesTags: ['InterestAnswers'],
    }),
    createInterestResult: build.mutation<InterestResult, void>({
      query: () => apiRequest(API_OPERATIONS.createInterestResult),
      responseSchema: responseSchemas?.interestResultSchema,
      invalidatesTags: ['InterestResult', 'Suggestions', 'Coins'],
    }),
    /** The newest interest result; null until the person has one. */
    getInterestResult: build.query<InterestResult | null, void>({
      query: () => apiRequest(API_OPERATIONS.getInterestResult),
      responseSchema: responseSchemas?.latestInterestResultSchema,
      providesTags: ['InterestResult'],
    }),
  }),
});

export const {
  useGetInterestDeckQuery,
  useGetInterestAnswersQuery,
  useSaveInterestAnswersMutation,
  useClearInterestAnswersMutation,
  useCreateInterestResultMutation,
  useGetInterestResultQuery,
} = interestsApi;
