import { API_OPERATIONS, type Suggestions, type SuggestionsRequest } from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { apiRequest } from '../api-request';
import { responseSchemas } from '../response-schemas';
import { apiSearchParams } from '../search-params';

/** What the account's suggestions list asks for: the request's filters, job zones as a list. */
export type SuggestionsInput = { jobZone?: number[]; limit?: number; minPay?: number } & Pick<
  SuggestionsRequest,
  'growth' | 'codes' | 'families'
>;

/** Careers that fit the person, from their results or (signed out) the ratings they bring. */
export const suggestionsApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    getSuggestions: build.query<Suggestions, SuggestionsInput>({
      query: (input) => ({
        ...apiRequest(API_OPERATIONS.getSuggestions),
        params: apiSearchParams(input),
      }),
      responseSchema: responseSchemas?.suggestionsSchema,
      providesTags: ['Suggestions'],
    }),
    /** For someone signed out: suggestions from the card ratings their browser holds. */
    suggestCareers: build.query<Suggestions, SuggestionsRequest>({
      query: (body) => ({ ...apiRequest(API_OPERATIONS.suggestCareers), body }),
      responseSchema: responseSchemas?.suggestionsSchema,
    }),
  }),
});

export const { useGetSuggestionsQuery, useSuggestCareersQuery } = suggestionsApi;
