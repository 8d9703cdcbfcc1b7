import {
  API_OPERATIONS,
  type CareerDetails,
  type CareerPage,
  type CareerSearchQuery,
  type DataSources,
} from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { apiRequest } from '../api-request';
import { responseSchemas } from '../response-schemas';
import { apiSearchParams } from '../search-params';

/** Search input as screens hold it: job zones as a list; the URL form is the contract's. */
export type CareerSearchInput = Omit<Partial<CareerSearchQuery>, 'jobZone'> & {
  jobZone?: number[];
};

/** The most the API sends at once; ten pages hold every career. */
export const CAREER_PAGE_SIZE = 100;

/** A search of the whole catalogue page by page: its filters, each unset as null or left out. */
export type CareerListInput = {
  [Key in Exclude<keyof CareerSearchInput, 'cursor' | 'limit' | 'jobZone'>]?:
    CareerSearchInput[Key] | null;
} & { jobZone?: readonly number[] };

/** The career catalogue: search, one career in depth and where the figures come from. */
export const careersApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    searchCareers: build.query<CareerPage, CareerSearchInput>({
      query: (input) => ({
        ...apiRequest(API_OPERATIONS.searchCareers),
        params: apiSearchParams(input),
      }),
      responseSchema: responseSchemas?.careerPageSchema,
    }),
    /** Which O*NET release and BLS tables the catalogue holds, for credits. */
    getCatalogueSources: build.query<DataSources, void>({
      query: () => apiRequest(API_OPERATIONS.getCatalogueSources),
      responseSchema: responseSchemas?.dataSourcesSchema,
      keepUnusedDataFor: 3600,
    }),
    getCareer: build.query<CareerDetails, string>({
      query: (code) => apiRequest(API_OPERATIONS.getCareer, { code }),
      responseSchema: responseSchemas?.careerDetailsSchema,
    }),
    /**
     * Every career matching the filters, page by page: the API's cursor leads from each page to
     * the next, so pages load in order as a list scrolls.
     */
    exploreCareers: build.infiniteQuery<CareerPage, CareerListInput, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        ...apiRequest(API_OPERATIONS.searchCareers),
        params: apiSearchParams({ limit: CAREER_PAGE_SIZE, ...queryArg, cursor: pageParam }),
      }),
      responseSchema: responseSchemas?.careerPageSchema,
    }),
  }),
});

export const {
  useSearchCareersQuery,
  useGetCatalogueSourcesQuery,
  useGetCareerQuery,
  useExploreCareersInfiniteQuery,
} = careersApi;
