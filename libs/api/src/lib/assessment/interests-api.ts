import type {
  InterestAnswers,
  InterestAnswersUpload,
  InterestDeck,
  InterestDeckQuery,
  InterestResult,
} from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { responseSchemas } from '../response-schemas';
import { apiSearchParams } from '../search-params';

/** The interest cards, the account's ratings of them and the result scored from those. */
export const interestsApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    getInterestDeck: build.query<InterestDeck, Partial<InterestDeckQuery>>({
      query: (input) => ({ url: 'interests/items', params: apiSearchParams(input) }),
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
