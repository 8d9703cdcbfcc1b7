import { API_OPERATIONS, type Favourite, type Favourites } from '@pathwise/contract';
import { pathwiseApi } from '../api';
import { apiRequest } from '../api-request';
import { responseSchemas } from '../response-schemas';

/** The careers saved in the account. */
export const favouritesApi = pathwiseApi.injectEndpoints({
  endpoints: (build) => ({
    getFavourites: build.query<Favourites, void>({
      query: () => apiRequest(API_OPERATIONS.getFavourites),
      responseSchema: responseSchemas?.favouritesSchema,
      providesTags: ['Favourites'],
    }),
    saveFavourite: build.mutation<Favourite, string>({
      query: (code) => apiRequest(API_OPERATIONS.saveFavourite, { code }),
      responseSchema: responseSchemas?.favouriteSchema,
      invalidatesTags: ['Favourites', 'Coins'],
      // Listed as soon as the server has it (with the career it names), before the refetch.
      onQueryStarted: async (_code, { dispatch, queryFulfilled }) => {
        const saved = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (saved)
          dispatch(
            favouritesApi.util.updateQueryData('getFavourites', undefined, (draft) => {
              if (!draft.items.some((item) => item.code === saved.code)) draft.items.push(saved);
            }),
          );
      },
    }),
    removeFavourite: build.mutation<void, string>({
      query: (code) => apiRequest(API_OPERATIONS.removeFavourite, { code }),
      invalidatesTags: ['Favourites'],
      // Gone from the list at once; back again if the server refuses.
      onQueryStarted: async (code, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          favouritesApi.util.updateQueryData('getFavourites', undefined, (draft) => {
            draft.items = draft.items.filter((item) => item.code !== code);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useGetFavouritesQuery, useSaveFavouriteMutation, useRemoveFavouriteMutation } =
  favouritesApi;
