export {
  makeStore,
  rootReducer,
  useAppSelector,
  useAppDispatch,
  type RootState,
  type AppStore,
  type AppDispatch,
} from './lib/make-store';
export { AppStoreProvider } from './lib/app-store-provider';
