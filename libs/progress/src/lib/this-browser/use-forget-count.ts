import { useSyncExternalStore } from 'react';
import { forgetCount, subscribeForget } from './forget-count';

/** Changes each time this browser's progress is forgotten on this page. */
export const useForgetCount = () => useSyncExternalStore(subscribeForget, forgetCount, forgetCount);
