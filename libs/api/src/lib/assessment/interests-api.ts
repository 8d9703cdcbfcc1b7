import type {
  InterestAnswers,
  InterestAnswersUpload,
  InterestDeck,
  InterestDeckQuery,
  InterestResult,
} from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { apiRequest } from '../api-request';
import { responseSchemas } from '../response-schemas';
import { apiSearchParams } from '../search-params';

/** The interest cards, the account's ratings of them and the result scored from those. */
export const interestsApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    getInterestDeck: build.query<InterestDeck, Partial<InterestDeckQuery>>({
      query: (input) => ({ ...apiRequest('getInterestDeck'), params: apiSearchParams(input) }),
      responseSchema: responseSchemas?.interestDeckSchema,
    }),
    getInterestAnswers: build.query<InterestAnswers, void>({
      query: () => apiRequest('getInterestAnswers'),
      responseSchema: responseSchemas?.interestAnswersSchema,
      providesTags: ['InterestAnswers'],
    }),
    saveInterestAnswers: build.mutation<InterestAnswers, InterestAnswersUpload>({
      query: (body) => ({ ...apiRequest('saveInterestAnswers'), body }),
      responseSchema: responseSchemas?.interestAnswersSchema,
      invalidatesTags: ['InterestAnswers'],
    }),
    clearInterestAnswers: build.mutation<void, void>({
      query: () => apiRequest('clearInterestAnswers'),
      invalidatesTags: ['InterestAnswers'],
    }),
    createInterestResult: build.mutation<InterestResult, void>({
      query: () => apiRequest('createInterestResult'),
      responseSchema: responseSchemas?.interestResultSchema,
      invalidatesTags: ['InterestResult', 'Suggestions', 'Coins'],
    }),
    /** The newest interest result; null until the person has one. */
    getInterestResult: build.query<InterestResult | null, void>({
      query: () => apiRequest('getInterestResult'),
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
