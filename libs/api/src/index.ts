export {
  pathwiseApi,
  useGetMeQuery,
  useUpdateMeMutation,
  useDeleteMeMutation,
  useGetOnboardingQuery,
  usePutOnboardingMutation,
  useGetCoinsQuery,
  useGetSharedProfileQuery,
} from './lib/api';
export { baseQuery, type ApiExtra } from './lib/base-query';
