export * from './lib/api';
export { baseQuery, type ApiExtra } from './lib/base-query';
