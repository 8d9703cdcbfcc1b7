export { NotFoundScreen } from './lib/not-found-screen';
export { loadMessages } from './messages';
