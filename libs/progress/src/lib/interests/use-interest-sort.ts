import { msg } from '@lingui/core/macro';
import { type AnalyticsEvents, useTrack } from '@pathwise/analytics';
import { useGetInterestDeckQuery } from '@pathwise/api';
import type { InterestDeck, InterestRating } from '@pathwise/contract';
import { i18n } from '@pathwise/i18n';
import { useAppDispatch } from '@pathwise/store';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { uploadErrorMessage, uploadResult } from './account-upload';
import { ratingEntries } from './rating-batches';
import { scoreSort, viewOfScored } from './result-view';
import { useSessionMode } from './session-mode';
import { checkSort, markedFinished, toStoredSort } from './sort-storage';
import { EMPTY_SORT, type SortState, rateCard, sortedCount, undoMove } from './sort-state';
import { resultStore, sortStore } from './stores';

/** How a card was sorted: on the canvas (drag, tap, keys) or on the audio page (by voice). */
export type SortMethod = AnalyticsEvents['interest_card_sorted']['method'];

export type InterestSort = {
  status: 'loading' | 'error' | 'ready';
  /** The error is the API still importing the catalogue (503): worth trying again in minutes. */
  deckUnavailable: boolean;
  deck: InterestDeck | undefined;
  retry: () => void;
  ratings: Readonly<Record<string, InterestRating>>;
  sorted: number;
  total: number;
  rate: (cardId: string, rating: InterestRating, method: SortMethod) => void;
  undo: () => void;
  canUndo: boolean;
  lastMove: { cardId: string; rating: InterestRating } | null;
  /** The engine's minimum is met: enough cards, and enough from every area. */
  canFinish: boolean;
  /** Makes the result (in the account, or in this browser); true when it is ready to show. */
  finish: () => Promise<boolean>;
  finishing: boolean;
  finishError: string | null;
  /** Clears the sort in progress. */
  restart: () => void;
  notice: string | null;
};

/** The standard deck with the default seed: everyone sorts the same cards, in the same order. */
const DECK_QUERY = {};
/** One card sorted in ten is tracked, so a whole deck is a handful of events. */
const SAMPLE_EVERY = 10;
const DAMAGED_NOTICE = msg`We couldn’t use the card sort saved in this browser, so the cards start fresh.`;

/**
 * The activity-card sort: the deck from the API and the sort in progress, kept in this browser
 * for everyone so a reload carries on. Finishing makes the result in the account when signed in,
 * and in this browser otherwise (moved to the account on sign-in by `useInterestSync`).
 */
export function useInterestSort(): InterestSort {
  const deckQuery = useGetInterestDeckQuery(DECK_QUERY);
  const deck = deckQuery.data;
  const mode = useSessionMode();
  const dispatch = useAppDispatch();
  const track = useTrack();
  const stored = useSyncExternalStore(sortStore.subscribe, sortStore.read, sortStore.read);
  const cardIds = useMemo(() => (deck ? new Set(deck.cards.map((card) => card.id)) : null), [deck]);
  const checked = useMemo(() => (cardIds ? checkSort(stored, cardIds) : null), [stored, cardIds]);
  const state = checked?.state ?? EMPTY_SORT;
  const [notice, setNotice] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);

  if (checked?.damaged && notice === null) setNotice(i18n._(DAMAGED_NOTICE));
  // Damaged data, or a sort of cards no longer in the deck, is dropped rather than kept around.
  useEffect(() => {
    if (checked?.damaged) sortStore.write(null);
  }, [checked]);

  /** The sort as stored right now: handlers may run before React has re-rendered. */
  const current = useCallback(
    (): SortState => (cardIds ? checkSort(sortStore.read(), cardIds).state : EMPTY_SORT),
    [cardIds],
  );

  const save = useCallback((next: SortState) => {
    sortStore.write(next.history.length || sortedCount(next) ? toStoredSort(next) : null);
  }, []);

  const rate = useCallback(
    (cardId: string, rating: InterestRating, method: SortMethod) => {
      if (!cardIds?.has(cardId)) return;
      const before = current();
      const next = rateCard(before, cardId, rating);
      if (next === before) return;
      save(next);
      setFinishError(null);
      const sorted = sortedCount(next);
      if (sorted > sortedCount(before) && sorted % SAMPLE_EVERY === 0) {
        track('interest_card_sorted', { rating, method, sorted });
      }
    },
    [cardIds, current, save, track],
  );

  const undo = useCallback(() => {
    const before = current();
    const next = undoMove(before);
    if (next !== before) save(next);
  }, [current, save]);

  const restart = useCallback(() => {
    sortStore.write(null);
    setNotice(null);
    setFinishError(null);
  }, []);

  const canFinish = useMemo(
    () => (deck ? scoreSort(deck, state.ratings).status === 'scored' : false),
    [deck, state.ratings],
  );

  const finish = useCallback(async (): Promise<boolean> => {
    if (!deck || finishing) return false;
    const { ratings } = current();
    const scored = scoreSort(deck, ratings);
    if (scored.status !== 'scored') return false;
    const entries = ratingEntries(ratings);
    setFinishing(true);
    setFinishError(null);
    try {
      if (mode === 'account') {
        await uploadResult(dispatch, entries);
      } else {
        // Scored here with the server's engine; it moves to the account when they sign in.
        resultStore.write({
          version: 1,
          result: viewOfScored(scored, new Date().toISOString()),
          ratings: entries,
        });
      }
      // Unless a card moved meanwhile: then what is here is a sort in progress again.
      const finished = markedFinished(sortStore.read().value, ratings);
      if (finished) sortStore.write(finished);
      track('playground_completed', { sorted: entries.length, signedIn: mode === 'account' });
      return true;
    } catch (error) {
      setFinishError(uploadErrorMessage(error));
      return false;
    } finally {
      setFinishing(false);
    }
  }, [current, deck, dispatch, finishing, mode, track]);

  const { refetch } = deckQuery;
  const retry = useCallback(() => void refetch(), [refetch]);
  const last = state.history.at(-1);

  return {
    status: deck ? 'ready' : deckQuery.isError && !deckQuery.isFetching ? 'error' : 'loading',
    deckUnavailable: (deckQuery.error as { status?: unknown } | undefined)?.status === 503,
    deck,
    retry,
    ratings: state.ratings,
    sorted: sortedCount(state),
    total: deck?.cards.length ?? 0,
    rate,
    undo,
    canUndo: state.history.length > 0,
    lastMove: last ? { cardId: last.cardId, rating: last.rating } : null,
    canFinish,
    finish,
    finishing,
    finishError,
    restart,
    notice,
  };
}
