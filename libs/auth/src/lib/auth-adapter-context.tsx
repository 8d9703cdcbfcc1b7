import { type ReactNode, createContext, useContext, useMemo } from 'react';
import type { AuthAdapter } from './auth-adapter';
import type { BackendConfig } from './firebase-config';

export type LoadAuthAdapter = () => Promise<AuthAdapter>;

const AuthAdapterContext = createContext<LoadAuthAdapter | null>(null);

const loaded = new Map<string, Promise<AuthAdapter>>();

/** Firebase's code downloads on first use, once per configuration. */
function firebaseLoader(config: BackendConfig): LoadAuthAdapter {
  const key = JSON.stringify(config);
  return () => {
    let adapter = loaded.get(key);
    if (!adapter) {
      adapter = import('./firebase-adapter').then((m) => m.createFirebaseAdapter(config));
      loaded.set(key, adapter);
    }
    return adapter;
  };
}

export type BackendConfigProviderProps = {
  config: BackendConfig;
  /** Replaces Firebase, for stories and tests. */
  adapter?: AuthAdapter;
  children: ReactNode;
};

/** Makes the sign-in service available below it without loading any of its code yet. */
export function BackendConfigProvider({ config, adapter, children }: BackendConfigProviderProps) {
  const load = useMemo<LoadAuthAdapter>(
    () => (adapter ? () => Promise.resolve(adapter) : firebaseLoader(config)),
    [adapter, config],
  );
  return <AuthAdapterContext.Provider value={load}>{children}</AuthAdapterContext.Provider>;
}

/** A function that resolves to the sign-in service, loading it on first call. */
export function useLoadAuthAdapter(): LoadAuthAdapter {
  const load = useContext(AuthAdapterContext);
  if (!load) throw new Error('useLoadAuthAdapter must be used inside a <BackendConfigProvider>.');
  return load;
}
