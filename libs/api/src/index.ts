export * from './lib/api';
export { baseQuery, type ApiExtra } from './lib/base-query';
export { selectServiceBusy, serviceBusySlice } from './lib/service-busy';
