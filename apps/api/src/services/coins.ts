// The coin ledger is a read with no rule of its own; coins are earned in the services whose
// actions earn them, in the same transaction.
export { getCoins } from '../repositories/coins';
