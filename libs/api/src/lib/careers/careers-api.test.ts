import { authSlices } from '@pathwise/auth';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import { pathwiseApi } from '../api';
import { careersApi } from './careers-api';
import { favouritesApi } from './favourites-api';
import { suggestionsApi } from '../assessment/suggestions-api';
import { serviceBusySlice } from '../service-busy';
import { assessmentHandlers } from '../assessment/assessment-handlers';
import { interestCardFixtures } from '../assessment/assessment-fixtures';
import { careerHandlers } from './career-handlers';

const makeStore = () =>
  configureStore({
    reducer: combineSlices(...authSlices, pathwiseApi, serviceBusySlice),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { refreshIdToken: async () => null } } }).concat(
        pathwiseApi.middleware,
      ),
  });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the careers and favourites endpoints', () => {
  it('sends filters in the contract’s URL form and pages with the cursor', async () => {
    server.use(...careerHandlers());
    const store = makeStore();
    const first = await store.dispatch(
      careersApi.endpoints.searchCareers.initiate({ jobZone: [3, 4], limit: 2 }),
    );
    expect(first.data?.items).toHaveLength(2);
    expect(first.data?.total).toBe(6);
    const second = await store.dispatch(
      careersApi.endpoints.searchCareers.initiate({
        jobZone: [3, 4],
        limit: 2,
        cursor: first.data!.nextCursor!,
      }),
    );
    const codes = [...first.data!.items, ...second.data!.items].map((item) => item.code);
    expect(new Set(codes).size).toBe(4);
  });

  it('refetches favourites after saving and removing one', async () => {
    server.use(...careerHandlers());
    const store = makeStore();
    const favourites = () =>
      store.dispatch(
        favouritesApi.endpoints.getFavourites.initiate(undefined, { forceRefetch: true }),
      );
    expect((await favourites()).data?.items).toEqual([]);
    await store.dispatch(favouritesApi.endpoints.saveFavourite.initiate('29-1141.00'));
    expect((await favourites()).data?.items.map((item) => item.code)).toEqual(['29-1141.00']);
    await store.dispatch(favouritesApi.endpoints.removeFavourite.initiate('29-1141.00'));
    expect((await favourites()).data?.items).toEqual([]);
  });

  it('turns an unknown career into a typed error', async () => {
    server.use(...careerHandlers());
    const store = makeStore();
    const result = await store.dispatch(careersApi.endpoints.getCareer.initiate('99-9999.99'));
    expect(result.error).toMatchObject({ status: 404, data: { code: 'career_not_found' } });
  });
});

describe('suggestions for someone signed out', () => {
  it('posts the browser’s ratings and gets careers within the job zones asked', async () => {
    server.use(...assessmentHandlers());
    const store = makeStore();
    const ratings = interestCardFixtures().map((card) => ({
      cardId: card.id,
      rating: 'like' as const,
    }));
    const answer = await store.dispatch(
      suggestionsApi.endpoints.suggestCareers.initiate({ ratings, jobZone: [4] }),
    );
    expect(answer.data?.inputs).toEqual({
      interests: true,
      personality: false,
      workValues: [],
      currentOccupation: false,
    });
    expect(answer.data?.items.length).toBeGreaterThan(0);
    for (const item of answer.data!.items) expect(item.career.jobZone).toBe(4);
    const unknown = await store.dispatch(
      suggestionsApi.endpoints.suggestCareers.initiate({
        ratings: [{ cardId: 'not-a-card', rating: 'like' }],
      }),
    );
    expect(unknown.error).toMatchObject({ status: 422 });
  });
});
