export {
  pathwiseApi,
  useGetMeQuery,
  useUpdateMeMutation,
  useDeleteMeMutation,
  useGetOnboardingQuery,
  usePutOnboardingMutation,
  useGetCoinsQuery,
  useGetSharedProfileQuery,
  useSearchCareersQuery,
  useGetCareerQuery,
  useGetFavouritesQuery,
  useSaveFavouriteMutation,
  useRemoveFavouriteMutation,
  type CareerSearchInput,
} from './lib/api';
export { baseQuery, type ApiExtra } from './lib/base-query';
