/**
 * Every operation of the API, once: its method and its path under `API_PREFIX` (`:name` marks a
 * parameter). The server registers these, the client's endpoints ask for them and the mock API
 * answers them. One export each, read as the namespace `API_OPERATIONS`, so a bundle keeps only
 * the operations its code names.
 */

export const getMe = { method: 'GET', path: '/me' } as const;
export const updateMe = { method: 'PATCH', path: '/me' } as const;
export const deleteMe = { method: 'DELETE', path: '/me' } as const;
export const getOnboarding = { method: 'GET', path: '/me/onboarding' } as const;
export const putOnboarding = { method: 'PUT', path: '/me/onboarding' } as const;
export const getCoins = { method: 'GET', path: '/me/coins' } as const;
export const exportMyData = { method: 'GET', path: '/me/export' } as const;
export const getSharedProfile = { method: 'GET', path: '/profiles/:id' } as const;

export const searchCareers = { method: 'GET', path: '/careers' } as const;
export const getCareer = { method: 'GET', path: '/careers/:code' } as const;
export const getCatalogueSources = { method: 'GET', path: '/catalogue' } as const;
export const getFavourites = { method: 'GET', path: '/me/favourites' } as const;
export const saveFavourite = { method: 'PUT', path: '/me/favourites/:code' } as const;
export const removeFavourite = { method: 'DELETE', path: '/me/favourites/:code' } as const;
export const getVerdicts = { method: 'GET', path: '/me/verdicts' } as const;
export const saveVerdict = { method: 'PUT', path: '/me/verdicts/:code' } as const;
export const removeVerdict = { method: 'DELETE', path: '/me/verdicts/:code' } as const;
export const getVerdictStats = { method: 'GET', path: '/verdicts/stats' } as const;

export const getPersonalityAnswers = { method: 'GET', path: '/me/personality/answers' } as const;
export const savePersonalityAnswers = { method: 'PUT', path: '/me/personality/answers' } as const;
export const clearPersonalityAnswers = {
  method: 'DELETE',
  path: '/me/personality/answers',
} as const;
export const createPersonalityReport = { method: 'POST', path: '/me/personality/report' } as const;
export const getPersonalityReport = { method: 'GET', path: '/me/personality/report' } as const;
export const getPersonalityReportHistory = {
  method: 'GET',
  path: '/me/personality/reports',
} as const;
export const getEarlierPersonalityReport = {
  method: 'GET',
  path: '/me/personality/reports/:id',
} as const;
export const deletePersonalityReport = {
  method: 'DELETE',
  path: '/me/personality/reports/:id',
} as const;
export const getReportAnswers = {
  method: 'GET',
  path: '/me/personality/reports/:id/answers',
} as const;
export const sharePersonalityReport = {
  method: 'PUT',
  path: '/me/personality/reports/:id/share',
} as const;
export const stopSharingPersonalityReport = {
  method: 'DELETE',
  path: '/me/personality/reports/:id/share',
} as const;
export const getSharedPersonalityReport = {
  method: 'GET',
  path: '/shared-reports/:shareId',
} as const;
export const getSharedReportPreview = {
  method: 'GET',
  path: '/shared-report-previews/:shareId',
} as const;
export const getInterestDeck = { method: 'GET', path: '/interests/items' } as const;
export const getInterestAnswers = { method: 'GET', path: '/me/interests/answers' } as const;
export const saveInterestAnswers = { method: 'PUT', path: '/me/interests/answers' } as const;
export const clearInterestAnswers = { method: 'DELETE', path: '/me/interests/answers' } as const;
export const createInterestResult = { method: 'POST', path: '/me/interests/result' } as const;
export const getInterestResult = { method: 'GET', path: '/me/interests/result' } as const;
export const getSuggestions = { method: 'GET', path: '/me/suggestions' } as const;
export const suggestCareers = { method: 'POST', path: '/suggestions' } as const;

export const getMyGroups = { method: 'GET', path: '/me/groups' } as const;
export const createGroup = { method: 'POST', path: '/me/groups' } as const;
export const getGroupView = { method: 'GET', path: '/me/groups/:code' } as const;
export const closeGroup = { method: 'DELETE', path: '/me/groups/:code' } as const;
export const removeGroupMember = {
  method: 'DELETE',
  path: '/me/groups/:code/members/:memberId',
} as const;
export const getGroupInvite = { method: 'GET', path: '/groups/:code' } as const;
export const saveGroupMembership = { method: 'PUT', path: '/groups/:code/membership' } as const;
export const leaveGroup = { method: 'DELETE', path: '/groups/:code/membership' } as const;
