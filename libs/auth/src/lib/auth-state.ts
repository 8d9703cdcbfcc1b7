import { type Store, combineSlices } from '@reduxjs/toolkit';
import { useSelector, useStore } from 'react-redux';
import { sessionSlice } from './session.slice';
import { tokenSlice } from './token.slice';

/** The auth part of the app's state. The app's store combines these slices with its others. */
export const authSlices = [sessionSlice, tokenSlice] as const;
export const authRootReducer = combineSlices(...authSlices);
export type AuthRootState = ReturnType<typeof authRootReducer>;

export const useAuthSelector = useSelector.withTypes<AuthRootState>();
export const useAuthStore = useStore.withTypes<Store<AuthRootState>>();
