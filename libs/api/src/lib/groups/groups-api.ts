import {
  API_OPERATIONS,
  type Group,
  type GroupInvite,
  type GroupView,
  type Membership,
  type MembershipRequest,
  type MyGroups,
  type NewGroup,
} from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { apiRequest } from '../api-request';
import { responseSchemas } from '../response-schemas';

/**
 * Groups: the ones a person made (and what their members share) and the ones they joined. Every
 * change refetches what it touches, so the maker's view and a member's preview are never stale.
 */
export const groupsApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyGroups: build.query<MyGroups, void>({
      query: () => apiRequest(API_OPERATIONS.getMyGroups),
      responseSchema: responseSchemas?.myGroupsSchema,
      providesTags: ['Groups'],
    }),
    createGroup: build.mutation<Group, NewGroup>({
      query: (body) => ({ ...apiRequest(API_OPERATIONS.createGroup), body }),
      responseSchema: responseSchemas?.groupSchema,
      invalidatesTags: ['Groups'],
    }),
    getGroupView: build.query<GroupView, string>({
      query: (code) => apiRequest(API_OPERATIONS.getGroupView, { code }),
      responseSchema: responseSchemas?.groupViewSchema,
      providesTags: (_view, _error, code) => [{ type: 'Group', id: code }],
    }),
    closeGroup: build.mutation<void, string>({
      query: (code) => apiRequest(API_OPERATIONS.closeGroup, { code }),
      invalidatesTags: (_done, _error, code) => ['Groups', { type: 'Group', id: code }],
    }),
    removeGroupMember: build.mutation<void, { code: string; memberId: string }>({
      query: ({ code, memberId }) =>
        apiRequest(API_OPERATIONS.removeGroupMember, { code, memberId }),
      invalidatesTags: (_done, _error, { code }) => ['Groups', { type: 'Group', id: code }],
    }),
    getGroupInvite: build.query<GroupInvite, string>({
      query: (code) => apiRequest(API_OPERATIONS.getGroupInvite, { code }),
      responseSchema: responseSchemas?.groupInviteSchema,
      providesTags: (_invite, _error, code) => [{ type: 'Group', id: code }],
    }),
    saveGroupMembership: build.mutation<Membership, { code: string } & MembershipRequest>({
      query: ({ code, ...body }) => ({
        ...apiRequest(API_OPERATIONS.saveGroupMembership, { code }),
        body,
      }),
      responseSchema: responseSchemas?.membershipSchema,
      invalidatesTags: (_done, _error, { code }) => ['Groups', { type: 'Group', id: code }],
    }),
    leaveGroup: build.mutation<void, string>({
      query: (code) => apiRequest(API_OPERATIONS.leaveGroup, { code }),
      invalidatesTags: (_done, _error, code) => ['Groups', { type: 'Group', id: code }],
    }),
  }),
});

export const {
  useGetMyGroupsQuery,
  useCreateGroupMutation,
  useGetGroupViewQuery,
  useCloseGroupMutation,
  useRemoveGroupMemberMutation,
  useGetGroupInviteQuery,
  useSaveGroupMembershipMutation,
  useLeaveGroupMutation,
} = groupsApi;
