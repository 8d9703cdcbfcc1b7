import {
  type BigFiveInventory,
  type BigFiveItemLanguage,
  loadBigFiveItems,
} from '@pathwise/assessment';
import { useEffect, useState } from 'react';

const loading = new Map<BigFiveItemLanguage, Promise<BigFiveInventory>>();
const loaded = new Map<BigFiveItemLanguage, BigFiveInventory>();

/** Each language's statements download once per page; a failed download may be tried again. */
export function loadInventory(language: BigFiveItemLanguage): Promise<BigFiveInventory> {
  let inventory = loading.get(language);
  if (!inventory) {
    inventory = loadBigFiveItems(language);
    loading.set(language, inventory);
    inventory.then(
      (items) => loaded.set(language, items),
      () => loading.delete(language),
    );
  }
  return inventory;
}

type Outcome = { language: BigFiveItemLanguage; attempt: number; failed: boolean };

/** The statements in `language`: at once when already downloaded, otherwise after loading. */
export function useInventory(language: BigFiveItemLanguage) {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (loaded.has(language)) return;
    let live = true;
    loadInventory(language).then(
      () => live && setOutcome({ language, attempt, failed: false }),
      () => live && setOutcome({ language, attempt, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [language, attempt]);

  const settled = outcome?.language === language && outcome.attempt === attempt ? outcome : null;
  return {
    inventory: loaded.get(language) ?? null,
    failed: settled?.failed ?? false,
    retry: () => setAttempt((n) => n + 1),
  };
}
