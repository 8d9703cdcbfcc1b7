import { STORAGE_KEYS } from '../../keys';
import { browserStorage } from '../storage';

const KEY = STORAGE_KEYS.reportLanguage;

/**
 * The language a reader chose for a report's descriptions on this device, as they chose it (plain
 * text); the report checks it against the languages on offer. Signing out on a shared computer
 * forgets it with the rest.
 */
export function readReportLanguage(
  storage: Pick<Storage, 'getItem'> | null = browserStorage(),
): string | null {
  try {
    return storage?.getItem(KEY) ?? null;
  } catch {
    // Storage switched off: the choice lasts only for the visit.
    return null;
  }
}

/** Remembers the chosen language, or forgets the choice for null. */
export function keepReportLanguage(
  language: string | null,
  storage:
    (Pick<Storage, 'setItem'> & Partial<Pick<Storage, 'removeItem'>>) | null = browserStorage(),
): void {
  try {
    if (language === null) storage?.removeItem?.(KEY);
    else storage?.setItem(KEY, language);
  } catch {
    // Not remembered; the report still shows the chosen language now.
  }
}
