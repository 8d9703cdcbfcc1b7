import {
  API_OPERATIONS,
  type CareerVerdict,
  type Verdict,
  type VerdictStats,
  type Verdicts,
} from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { apiRequest } from '../api-request';
import { responseSchemas } from '../response-schemas';

/** Answers to "Would you consider this?": the account's own, and everyone's share of yes by band. */
export const verdictsApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    getVerdicts: build.query<Verdicts, void>({
      query: () => apiRequest(API_OPERATIONS.getVerdicts),
      responseSchema: responseSchemas?.verdictsSchema,
      providesTags: ['Verdicts'],
    }),
    // A "not for me" takes the career off the account's lists, so they are asked again.
    saveVerdict: build.mutation<
      Verdict,
      { code: string; title: string | null; verdict: CareerVerdict }
    >({
      query: ({ code, verdict }) => ({
        ...apiRequest(API_OPERATIONS.saveVerdict, { code }),
        body: { verdict },
      }),
      responseSchema: responseSchemas?.verdictSchema,
      invalidatesTags: ['Verdicts', 'Suggestions'],
      // Shown at once, and put back if the server refuses it.
      onQueryStarted: ({ code, title, verdict }, { dispatch, queryFulfilled }) =>
        patchVerdicts(dispatch, queryFulfilled, (items) => [
          { code, title, verdict, decidedAt: new Date().toISOString() },
          ...items.filter((item) => item.code !== code),
        ]),
    }),
    removeVerdict: build.mutation<void, string>({
      query: (code) => apiRequest(API_OPERATIONS.removeVerdict, { code }),
      invalidatesTags: ['Verdicts', 'Suggestions'],
      onQueryStarted: (code, { dispatch, queryFulfilled }) =>
        patchVerdicts(dispatch, queryFulfilled, (items) =>
          items.filter((item) => item.code !== code),
        ),
    }),
    getVerdictStats: build.query<VerdictStats, void>({
      query: () => apiRequest(API_OPERATIONS.getVerdictStats),
      responseSchema: responseSchemas?.verdictStatsSchema,
    }),
  }),
});

/** Changes the account's cached answers now; undoes the change if the request fails. */
async function patchVerdicts(
  dispatch: (action: unknown) => unknown,
  done: Promise<unknown>,
  change: (items: Verdict[]) => Verdict[],
) {
  const patch = dispatch(
    verdictsApi.util.updateQueryData('getVerdicts', undefined, (draft) => {
      draft.items = change(draft.items);
    }),
  ) as { undo: () => void };
  try {
    await done;
  } catch {
    patch.undo();
  }
}

export const {
  useGetVerdictsQuery,
  useLazyGetVerdictsQuery,
  useSaveVerdictMutation,
  useRemoveVerdictMutation,
  useGetVerdictStatsQuery,
} = verdictsApi;
