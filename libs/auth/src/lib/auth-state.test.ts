import { configureStore } from '@reduxjs/toolkit';
import type { AuthUser } from './auth-adapter';
import { authStateChanged } from './auth-events';
import { authRootReducer } from './auth-state';
import { selectCurrentUser, selectSessionStatus } from './session.slice';
import { selectToken, tokenCleared, tokenRefreshed } from './token.slice';

const sam: AuthUser = {
  uid: 'u1',
  email: 'sam@example.com',
  displayName: 'Sam',
  providerIds: ['password'],
};
const makeStore = () => configureStore({ reducer: authRootReducer });

describe('auth state', () => {
  it('starts with no token and an unknown session', () => {
    const state = makeStore().getState();
    expect(selectToken(state)).toBeNull();
    expect(selectSessionStatus(state)).toBe('unknown');
  });

  it('stores the user and token on sign-in and clears both on sign-out', () => {
    const store = makeStore();
    store.dispatch(authStateChanged({ user: sam, idToken: 't1' }));
    expect(selectSessionStatus(store.getState())).toBe('signedIn');
    expect(selectCurrentUser(store.getState())).toEqual(sam);
    expect(selectToken(store.getState())).toBe('t1');

    store.dispatch(authStateChanged({ user: null, idToken: null }));
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(selectToken(store.getState())).toBeNull();
  });

  it('takes a refreshed token and can clear it', () => {
    const store = makeStore();
    store.dispatch(authStateChanged({ user: sam, idToken: 't1' }));
    store.dispatch(tokenRefreshed('t2'));
    expect(selectToken(store.getState())).toBe('t2');
    store.dispatch(tokenCleared());
    expect(selectToken(store.getState())).toBeNull();
  });

  it('never keeps a token without a user', () => {
    const store = makeStore();
    store.dispatch(authStateChanged({ user: null, idToken: 'stray' }));
    expect(selectToken(store.getState())).toBeNull();
  });
});
