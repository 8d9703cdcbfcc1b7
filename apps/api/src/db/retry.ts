import type { Database } from './database-types';
import { databaseFailure } from './failures';

/** Tries of a transaction that PostgreSQL aborted for a concurrent one (40001, 40P01). */
const TRIES = 4;

/**
 * Transactions that PostgreSQL cancels to keep concurrent ones consistent (a serialization failure
 * under repeatable read, a deadlock) are run again, a little later each time; the caller sees a
 * 503 only if all tries fail. Every transaction in the API is safe to repeat: it only touches the
 * database.
 */
export function retryingTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = async (run, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(run, config);
      } catch (error) {
        if (attempt >= TRIES || databaseFailure(error) !== 'serialization') throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * 10 + Math.random() * 20));
      }
    }
  };
  return db;
}
