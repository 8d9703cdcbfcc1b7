import type { Coins, DataExport, Profile, ProfilePatch, SharedProfile } from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { responseSchemas } from '../response-schemas';

/** The signed-in person: their profile, coins and data export, and profiles others share. */
export const meApi = pathwiseApi.injectEndpoints({
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
    getCoins: build.query<Coins, void>({
      query: () => 'me/coins',
      responseSchema: responseSchemas?.coinsSchema,
      providesTags: ['Coins'],
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
  useGetCoinsQuery,
  useLazyExportMyDataQuery,
  useGetSharedProfileQuery,
} = meApi;
