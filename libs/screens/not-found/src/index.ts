export { NotFoundScreen } from './lib/not-found-screen';
