import {
  API_OPERATIONS,
  type CreatedPersonalityReport,
  type PersonalityAnswers,
  type PersonalityAnswersUpload,
  type PersonalityReport,
  type PersonalityReportHistory,
  type PersonalityReportRequest,
  type PersonalityShare,
  type ReportAnswers,
  type SharedPersonalityReport,
} from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { apiRequest } from '../api-request';
import { responseSchemas } from '../response-schemas';

/** The personality test's answers in the account, its reports and their share links. */
export const personalityApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    getPersonalityAnswers: build.query<PersonalityAnswers, void>({
      query: () => apiRequest(API_OPERATIONS.getPersonalityAnswers),
      responseSchema: responseSchemas?.personalityAnswersSchema,
      providesTags: ['PersonalityAnswers'],
    }),
    savePersonalityAnswers: build.mutation<PersonalityAnswers, PersonalityAnswersUpload>({
      query: (body) => ({ ...apiRequest(API_OPERATIONS.savePersonalityAnswers), body }),
      responseSchema: responseSchemas?.personalityAnswersSchema,
      invalidatesTags: ['PersonalityAnswers'],
    }),
    clearPersonalityAnswers: build.mutation<void, void>({
      query: () => apiRequest(API_OPERATIONS.clearPersonalityAnswers),
      invalidatesTags: ['PersonalityAnswers'],
    }),
    createPersonalityReport: build.mutation<CreatedPersonalityReport, PersonalityReportRequest>({
      query: (body) => ({ ...apiRequest(API_OPERATIONS.createPersonalityReport), body }),
      responseSchema: responseSchemas?.createdPersonalityReportSchema,
      invalidatesTags: ['PersonalityReport', 'Suggestions', 'Coins'],
    }),
    /** The newest report; null until the person has one. */
    getPersonalityReport: build.query<PersonalityReport | null, void>({
      query: () => apiRequest(API_OPERATIONS.getPersonalityReport),
      responseSchema: responseSchemas?.latestPersonalityReportSchema,
      providesTags: ['PersonalityReport'],
    }),
    /** Turns on the share link of one report (by id); a newer report never takes it over. */
    sharePersonalityReport: build.mutation<PersonalityShare, string>({
      query: (id) => ({
        ...apiRequest(API_OPERATIONS.sharePersonalityReport, { id }),
      }),
      responseSchema: responseSchemas?.personalityShareSchema,
      invalidatesTags: ['PersonalityReport'],
    }),
    stopSharingPersonalityReport: build.mutation<void, string>({
      query: (id) => ({
        ...apiRequest(API_OPERATIONS.stopSharingPersonalityReport, { id }),
      }),
      invalidatesTags: ['PersonalityReport'],
    }),
    /** Deletes one report, with its answers and share link. */
    deletePersonalityReport: build.mutation<void, string>({
      query: (id) => ({
        ...apiRequest(API_OPERATIONS.deletePersonalityReport, { id }),
      }),
      invalidatesTags: ['PersonalityReport', 'Suggestions'],
    }),
    /** The answers a report was scored from, to read back. */
    getReportAnswers: build.query<ReportAnswers, string>({
      query: (id) => apiRequest(API_OPERATIONS.getReportAnswers, { id }),
      responseSchema: responseSchemas?.reportAnswersSchema,
    }),
    /** A report someone shared; null when nothing is shared at that link. */
    getSharedPersonalityReport: build.query<SharedPersonalityReport | null, string>({
      query: (shareId) => apiRequest(API_OPERATIONS.getSharedPersonalityReport, { shareId }),
      responseSchema: responseSchemas?.sharedReportLookupSchema,
    }),
    getPersonalityReportHistory: build.query<PersonalityReportHistory, void>({
      query: () => apiRequest(API_OPERATIONS.getPersonalityReportHistory),
      responseSchema: responseSchemas?.personalityReportHistorySchema,
      providesTags: ['PersonalityReport'],
    }),
    getEarlierPersonalityReport: build.query<PersonalityReport, string>({
      query: (id) => apiRequest(API_OPERATIONS.getEarlierPersonalityReport, { id }),
      responseSchema: responseSchemas?.personalityReportSchema,
      providesTags: ['PersonalityReport'],
    }),
  }),
});

export const {
  useGetPersonalityAnswersQuery,
  useSavePersonalityAnswersMutation,
  useClearPersonalityAnswersMutation,
  useCreatePersonalityReportMutation,
  useGetPersonalityReportQuery,
  useSharePersonalityReportMutation,
  useStopSharingPersonalityReportMutation,
  useDeletePersonalityReportMutation,
  useGetReportAnswersQuery,
  useGetSharedPersonalityReportQuery,
  useGetPersonalityReportHistoryQuery,
  useGetEarlierPersonalityReportQuery,
} = personalityApi;
