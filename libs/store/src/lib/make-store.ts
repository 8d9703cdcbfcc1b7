import { type ApiExtra, pathwiseApi, serviceBusySlice } from '@pathwise/api';
import { authSlices } from '@pathwise/auth';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { forgetOnNewPerson } from './forget-on-new-person';

export const rootReducer = combineSlices(...authSlices, pathwiseApi, serviceBusySlice);
export type RootState = ReturnType<typeof rootReducer>;

const noRefresh: ApiExtra = { refreshIdToken: () => Promise.resolve(null) };

/** A fresh store: one for the app, one per story or test. */
export function makeStore({
  preloadedState,
  extra = noRefresh,
}: { preloadedState?: Partial<RootState>; extra?: ApiExtra } = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(
        forgetOnNewPerson,
        pathwiseApi.middleware,
      ),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
