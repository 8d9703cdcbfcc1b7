import { useLingui } from '@lingui/react/macro';
import { useTrack } from '@pathwise/analytics';
import {
  useGetFavouritesQuery,
  useRemoveFavouriteMutation,
  useSaveFavouriteMutation,
} from '@pathwise/api';
import type { Favourite } from '@pathwise/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { visibleSaved } from '../saved-list';

/** The name a saved career goes by, even one a newer catalogue no longer lists. */
export const titleOf = (favourite: Favourite) => favourite.career?.title ?? favourite.code;

export type RemovalNotice = { kind: 'removed' | 'restoring' | 'restored'; favourite: Favourite };

export type SavedCareers =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void; retrying: boolean }
  | {
      status: 'ready';
      items: Favourite[];
      remove: (favourite: Favourite) => void;
      undo: () => void;
      notice: RemovalNotice | null;
      problem: string | null;
    };

/** A career being put back, shown from memory until a list fetched after its save holds it. */
type Returning = { favourite: Favourite; savedAt?: number };

const without = (set: ReadonlySet<string>, code: string) =>
  new Set([...set].filter((entry) => entry !== code));

/**
 * The account's saved careers, with removal that shows at once and can be undone: the removal is
 * sent straight away, and undoing saves the career again once the removal has landed.
 */
export function useSavedCareers(): SavedCareers {
  const { data, error, isError, isFetching, startedTimeStamp, refetch } = useGetFavouritesQuery();
  const [removeFavourite] = useRemoveFavouriteMutation();
  const [saveFavourite] = useSaveFavouriteMutation();
  const { t } = useLingui();
  const track = useTrack();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [returning, setReturning] = useState<readonly Returning[]>([]);
  const [notice, setNotice] = useState<RemovalNotice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Changes to one career run one after another; each resolves to whether it is now removed.
  const queues = useRef(new Map<string, Promise<boolean>>());
  // Bumped by each removal, so an undo that lands after a newer removal leaves it alone.
  const removals = useRef(new Map<string, number>());
  const enqueue = useCallback((code: string, change: (removed: boolean) => Promise<boolean>) => {
    const next = (queues.current.get(code) ?? Promise.resolve(false)).then(change);
    queues.current.set(code, next);
  }, []);

  const remove = useCallback(
    (favourite: Favourite) => {
      const { code } = favourite;
      removals.current.set(code, (removals.current.get(code) ?? 0) + 1);
      setProblem(null);
      setHidden((current) => new Set(current).add(code));
      setReturning((current) => current.filter((entry) => entry.favourite.code !== code));
      setNotice({ kind: 'removed', favourite });
      enqueue(code, () =>
        removeFavourite(code)
          .unwrap()
          .then(
            () => {
              track('favourite_toggled', { code, saved: false, signedIn: true });
              return true;
            },
            () => {
              setHidden((current) => without(current, code));
              setNotice((current) => (current?.favourite.code === code ? null : current));
              const title = titleOf(favourite);
              setProblem(
                t`We couldn't remove ${title} just now, so it's still saved. Please try again.`,
              );
              return false;
            },
          ),
      );
    },
    [enqueue, removeFavourite, track, t],
  );

  const undo = useCallback(() => {
    if (notice?.kind !== 'removed') return;
    const { favourite } = notice;
    const { code } = favourite;
    const removal = removals.current.get(code);
    const stillLatest = () => removals.current.get(code) === removal;
    const settle = (kind: 'restored' | null) => {
      if (stillLatest())
        setNotice((current) =>
          current?.favourite.code === code ? (kind ? { ...current, kind } : null) : current,
        );
    };
    setProblem(null);
    setNotice({ kind: 'restoring', favourite });
    setReturning((current) => [
      ...current.filter((entry) => entry.favourite.code !== code),
      { favourite },
    ]);
    enqueue(code, async (removed) => {
      // A removal that failed left the career saved: there is nothing to put back.
      if (!removed) {
        setReturning((current) => current.filter((entry) => entry.favourite.code !== code));
        settle(null);
        return false;
      }
      try {
        // The endpoint lists the saved career in the cache.
        const saved = await saveFavourite(code).unwrap();
        track('favourite_toggled', { code, saved: true, signedIn: true });
        const savedAt = Date.now();
        setReturning((current) =>
          current.map((entry) =>
            entry.favourite.code === code ? { favourite: saved, savedAt } : entry,
          ),
        );
        settle('restored');
        return false;
      } catch {
        setReturning((current) => current.filter((entry) => entry.favourite.code !== code));
        settle(null);
        const title = titleOf(favourite);
        setProblem(t`We couldn't put ${title} back. You can save it again from its career page.`);
        return true;
      } finally {
        if (stillLatest()) setHidden((codes) => without(codes, code));
      }
    });
  }, [notice, enqueue, saveFavourite, track, t]);

  const items = useMemo(() => {
    if (!data) return [];
    // Once a list fetched after the save has arrived, it is the truth about that career.
    const shown = returning
      .filter(
        ({ savedAt }) => savedAt === undefined || isFetching || (startedTimeStamp ?? 0) < savedAt,
      )
      .map((entry) => entry.favourite);
    return visibleSaved(data.items, hidden, shown);
  }, [data, hidden, returning, isFetching, startedTimeStamp]);

  if (data) return { status: 'ready', items, remove, undo, notice, problem };
  if (isError) return { status: 'error', error, retry: () => void refetch(), retrying: isFetching };
  return { status: 'loading' };
}
