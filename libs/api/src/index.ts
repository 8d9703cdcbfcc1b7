export * from './lib/api';
export { baseQuery, type ApiExtra } from './lib/base-query';
export {
  MAX_BUSY_WAIT_MS,
  retryAfterMs,
  selectServiceBusy,
  type ServiceBusy,
  serviceBusySlice,
} from './lib/service-busy';
