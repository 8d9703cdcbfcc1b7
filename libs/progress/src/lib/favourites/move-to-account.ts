import { isFavouritesFull } from './favourite-messages';

export type MoveOutcome = { moved: string[]; kept: string[] };

/**
 * Saves each code to the account, one after another (PUT is idempotent, so a repeat is harmless).
 * Codes that fail are kept for another try; once the account is full, the rest are kept unsent.
 */
export async function moveToAccount(
  codes: readonly string[],
  save: (code: string) => Promise<unknown>,
): Promise<MoveOutcome> {
  const moved: string[] = [];
  const kept: string[] = [];
  let full = false;
  for (const code of codes) {
    if (full) {
      kept.push(code);
      continue;
    }
    try {
      await save(code);
      moved.push(code);
    } catch (error) {
      kept.push(code);
      full = isFavouritesFull(error);
    }
  }
  return { moved, kept };
}
