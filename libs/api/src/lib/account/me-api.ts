import {
  API_OPERATIONS,
  type Coins,
  type DataExport,
  type Profile,
  type ProfilePatch,
  type SharedProfile,
} from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { apiRequest } from '../api-request';
import { responseSchemas } from '../response-schemas';

/** The signed-in person: their profile, coins and data export, and profiles others share. */
export const meApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<Profile, void>({
      query: () => apiRequest(API_OPERATIONS.getMe),
      responseSchema: responseSchemas?.profileSchema,
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<Profile, ProfilePatch>({
      query: (body) => ({ ...apiRequest(API_OPERATIONS.updateMe), body }),
      responseSchema: responseSchemas?.profileSchema,
      // Life stage, country and education show on the onboarding pages too.
      invalidatesTags: ['Me', 'Onboarding'],
    }),
    deleteMe: build.mutation<void, void>({ query: () => apiRequest(API_OPERATIONS.deleteMe) }),
    getCoins: build.query<Coins, void>({
      query: () => apiRequest(API_OPERATIONS.getCoins),
      responseSchema: responseSchemas?.coinsSchema,
      providesTags: ['Coins'],
    }),
    /** Everything stored about the person, for them to keep; fetched afresh on each request. */
    exportMyData: build.query<DataExport, void>({
      query: () => apiRequest(API_OPERATIONS.exportMyData),
      responseSchema: responseSchemas?.dataExportSchema,
      keepUnusedDataFor: 0,
    }),
    /** Someone's shared profile; null when nothing is shared there. */
    getSharedProfile: build.query<SharedProfile | null, string>({
      query: (id) => apiRequest(API_OPERATIONS.getSharedProfile, { id }),
      responseSchema: responseSchemas?.sharedProfileLookupSchema,
    }),
  }),
});

export const {
  useGetMeQuery,
  useUpdateMeMutation,
  useDeleteMeMutation,
  useGetCoinsQuery,
  useLazyExportMyDataQuery,
  useGetSharedProfileQuery,
} = meApi;
