import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query API for Pathwise's backend: its base query and cache tags. Each domain injects
 * its endpoints from its own file (`injectEndpoints`), beside its MSW handlers and fixtures.
 */
export const pathwiseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Me',
    'Onboarding',
    'Coins',
    'Favourites',
    'PersonalityAnswers',
    'PersonalityReport',
    'InterestAnswers',
    'InterestResult',
    'Suggestions',
    'Verdicts',
    'Groups',
    'Group',
  ],
  endpoints: () => ({}),
});
