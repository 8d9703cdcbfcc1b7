import type { CareerDetails, CareerPage, CareerSearchQuery, DataSources } from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { responseSchemas } from '../response-schemas';
import { apiSearchParams } from '../search-params';

/** Search input as screens hold it: job zones as a list; the URL form is the contract's. */
export type CareerSearchInput = Omit<Partial<CareerSearchQuery>, 'jobZone'> & {
  jobZone?: number[];
};

/** The career catalogue: search, one career in depth and where the figures come from. */
export const careersApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    searchCareers: build.query<CareerPage, CareerSearchInput>({
      query: (input) => ({ url: 'careers', params: apiSearchParams(input) }),
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
  }),
});

export const { useSearchCareersQuery, useGetCatalogueSourcesQuery, useGetCareerQuery } = careersApi;
