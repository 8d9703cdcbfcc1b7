export { apiHandlers } from './lib/handlers';
export { buildProfile, buildCoins } from './lib/fixtures';
