import { apiSearchParams, pathwiseApi } from '@pathwise/api';
import { type CareerPage, careerPageSchema } from '@pathwise/contract';
import type { ExplorerFilters } from './explorer-params';

/** The most the API sends at once; ten pages hold every career. */
export const PAGE_SIZE = 100;

/**
 * Every career matching the filters, page by page: the API's cursor leads from each page to the
 * next, so pages load in order as the list scrolls.
 */
const explorerApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    exploreCareers: build.infiniteQuery<CareerPage, ExplorerFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg: { q, area, zones, sort, minPay, growth }, pageParam }) => ({
        url: 'careers',
        params: apiSearchParams({
          limit: PAGE_SIZE,
          q,
          area,
          jobZone: zones,
          sort,
          minPay,
          growth,
          cursor: pageParam,
        }),
      }),
      // Checked against the contract in development and tests; the production build leaves zod out.
      responseSchema: import.meta.env.PROD ? undefined : careerPageSchema,
    }),
  }),
});

export const { useExploreCareersInfiniteQuery } = explorerApi;
