// The catalogue's credits (which releases it holds): a read with no rule of its own.
export { dataSources } from '../repositories/careers';
