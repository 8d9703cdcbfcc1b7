import { API_OPERATIONS, type SharedReportPreview } from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { apiRequest } from '../api-request';
import { responseSchemas } from '../response-schemas';

/**
 * Before signing in: who shared the report at a link, and when; null when nothing is shared there.
 * A file of its own, so the sign-in page brings this one endpoint and not the personality test's.
 */
export const sharedReportPreviewApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    getSharedReportPreview: build.query<SharedReportPreview, string>({
      query: (shareId) => apiRequest(API_OPERATIONS.getSharedReportPreview, { shareId }),
      responseSchema: responseSchemas?.sharedReportPreviewSchema,
    }),
  }),
});

export const { useGetSharedReportPreviewQuery } = sharedReportPreviewApi;
