// No zod here: the web app reads these paths without the schemas.

/** Where the API is served; every operation's path is under it. */
export const API_PREFIX = '/api';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every operation of the API, once: its method and its path under `API_PREFIX` (`:name` marks a
 * parameter). The server registers these, the client's endpoints ask for them and the mock API
 * answers them.
 */
export const API_OPERATIONS = {
  getMe: { method: 'GET', path: '/me' },
  updateMe: { method: 'PATCH', path: '/me' },
  deleteMe: { method: 'DELETE', path: '/me' },
  getOnboarding: { method: 'GET', path: '/me/onboarding' },
  putOnboarding: { method: 'PUT', path: '/me/onboarding' },
  getCoins: { method: 'GET', path: '/me/coins' },
  exportMyData: { method: 'GET', path: '/me/export' },
  getSharedProfile: { method: 'GET', path: '/profiles/:id' },

  searchCareers: { method: 'GET', path: '/careers' },
  getCareer: { method: 'GET', path: '/careers/:code' },
  getCatalogueSources: { method: 'GET', path: '/catalogue' },
  getFavourites: { method: 'GET', path: '/me/favourites' },
  saveFavourite: { method: 'PUT', path: '/me/favourites/:code' },
  removeFavourite: { method: 'DELETE', path: '/me/favourites/:code' },
  getVerdicts: { method: 'GET', path: '/me/verdicts' },
  saveVerdict: { method: 'PUT', path: '/me/verdicts/:code' },
  removeVerdict: { method: 'DELETE', path: '/me/verdicts/:code' },
  getVerdictStats: { method: 'GET', path: '/verdicts/stats' },

  getPersonalityAnswers: { method: 'GET', path: '/me/personality/answers' },
  savePersonalityAnswers: { method: 'PUT', path: '/me/personality/answers' },
  clearPersonalityAnswers: { method: 'DELETE', path: '/me/personality/answers' },
  createPersonalityReport: { method: 'POST', path: '/me/personality/report' },
  getPersonalityReport: { method: 'GET', path: '/me/personality/report' },
  getPersonalityReportHistory: { method: 'GET', path: '/me/personality/reports' },
  getEarlierPersonalityReport: { method: 'GET', path: '/me/personality/reports/:id' },
  deletePersonalityReport: { method: 'DELETE', path: '/me/personality/reports/:id' },
  getReportAnswers: { method: 'GET', path: '/me/personality/reports/:id/answers' },
  sharePersonalityReport: { method: 'PUT', path: '/me/personality/reports/:id/share' },
  stopSharingPersonalityReport: { method: 'DELETE', path: '/me/personality/reports/:id/share' },
  getSharedPersonalityReport: { method: 'GET', path: '/shared-reports/:shareId' },
  getInterestDeck: { method: 'GET', path: '/interests/items' },
  getInterestAnswers: { method: 'GET', path: '/me/interests/answers' },
  saveInterestAnswers: { method: 'PUT', path: '/me/interests/answers' },
  clearInterestAnswers: { method: 'DELETE', path: '/me/interests/answers' },
  createInterestResult: { method: 'POST', path: '/me/interests/result' },
  getInterestResult: { method: 'GET', path: '/me/interests/result' },
  getSuggestions: { method: 'GET', path: '/me/suggestions' },
  suggestCareers: { method: 'POST', path: '/suggestions' },
} as const satisfies Record<string, { method: ApiMethod; path: `/${string}` }>;

export type ApiOperation = keyof typeof API_OPERATIONS;

/** The `:name` parameters of a path pattern. */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values an operation's path needs, by name; nothing for a path without parameters. */
export type ApiPathParams<Operation extends ApiOperation> = [
  PathParams<(typeof API_OPERATIONS)[Operation]['path']>,
] extends [never]
  ? []
  : [params: Record<PathParams<(typeof API_OPERATIONS)[Operation]['path']>, string>];

/** The operation's path under `API_PREFIX`, each parameter filled in and encoded. */
export function apiPath<Operation extends ApiOperation>(
  operation: Operation,
  ...[params]: ApiPathParams<Operation>
): string {
  const values: Record<string, string> = params ?? {};
  return API_OPERATIONS[operation].path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}
