import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { DEVICE_KEYS } from '@pathwise/browser-keys';

export const SPEECH_SETTINGS_KEY = DEVICE_KEYS.speechSettings;
export const RATE_LIMITS = { min: 0.5, max: 2, step: 0.25 } as const;

const settingsSchema = z.object({
  rate: z.number().check(z.gte(RATE_LIMITS.min), z.lte(RATE_LIMITS.max)),
  voiceId: z.nullable(z.string().check(z.maxLength(500))),
});

export type SpeechSettings = z.infer<typeof settingsSchema>;
export const DEFAULT_SPEECH_SETTINGS: SpeechSettings = { rate: 1, voiceId: null };

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: SpeechSettings } | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(SPEECH_SETTINGS_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The remembered voice and pace; anything unreadable falls back to the defaults. */
export function readSpeechSettings(): SpeechSettings {
  const raw = readRaw();
  if (cache && cache.raw === raw) return cache.value;
  let value = DEFAULT_SPEECH_SETTINGS;
  if (raw !== null) {
    try {
      const parsed = settingsSchema.safeParse(JSON.parse(raw));
      if (parsed.success) value = parsed.data;
    } catch {
      // Not JSON: the defaults stand, and the next change overwrites it.
    }
  }
  cache = { raw, value };
  return value;
}

function writeSpeechSettings(next: SpeechSettings) {
  try {
    storage()?.setItem(SPEECH_SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // A browser that won't store it still uses the choice for this visit.
    cache = { raw: readRaw(), value: next };
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SPEECH_SETTINGS_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The speaking pace and voice, remembered in this browser and shared by every listen button. */
export function useSpeechSettings(): [SpeechSettings, (change: Partial<SpeechSettings>) => void] {
  const settings = useSyncExternalStore(
    subscribe,
    readSpeechSettings,
    () => DEFAULT_SPEECH_SETTINGS,
  );
  const update = useCallback(
    (change: Partial<SpeechSettings>) =>
      writeSpeechSettings({ ...readSpeechSettings(), ...change }),
    [],
  );
  return [settings, update];
}
