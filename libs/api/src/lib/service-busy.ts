import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * When the API last said it was busy (429 or 503) and when the client will try again, so one notice
 * can say so instead of blaming the person's connection.
 */
export type ServiceBusy = {
  /** When the API said so, in milliseconds since the epoch. */
  since: number;
  /** When the API expects to be free. */
  retryAt: number;
  /** Whether the client will try again by itself then (a short wait), or leaves it to the person. */
  retrying: boolean;
};

type ServiceBusyState = { busy: ServiceBusy | null };
const initialState: ServiceBusyState = { busy: null };

export const serviceBusySlice = createSlice({
  name: 'serviceBusy',
  initialState,
  reducers: {
    serviceBusy: (state, action: PayloadAction<ServiceBusy>) => {
      state.busy = action.payload;
    },
    serviceAnswered: (state) => {
      state.busy = null;
    },
  },
  selectors: { selectServiceBusy: (state) => state.busy },
});

export const { serviceBusy, serviceAnswered } = serviceBusySlice.actions;
export const { selectServiceBusy } = serviceBusySlice.selectors;

/** The longest the client waits on a busy API before trying once more by itself. */
export const MAX_BUSY_WAIT_MS = 10_000;
/** The wait when the API says it is busy without saying for how long. */
export const DEFAULT_BUSY_WAIT_MS = 2_000;

/**
 * How long a `Retry-After` header asks to wait, in milliseconds: whole seconds or an HTTP date;
 * the default when absent or unreadable, never less than zero.
 */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number {
  if (!header) return DEFAULT_BUSY_WAIT_MS;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date ends in GMT ("Tue, 24 Nov 2026 10:00:30 GMT"); anything else is not one.
  const date = value.endsWith('GMT') ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? DEFAULT_BUSY_WAIT_MS : Math.max(0, date - now);
}
