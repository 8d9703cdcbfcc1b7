import { useCallback, useEffect, useRef, useState } from 'react';
import { type Draft, type DraftRead, type DraftStore, draftStore } from '@pathwise/progress';
import { resumePosition } from './progress';

/** What a first visit reads: nothing saved, and nothing known yet against saving. */
const FIRST_VISIT: DraftRead = { draft: null, problem: null, persistent: true };

/** The stored draft, placed at the statement to carry on from. */
function readResumed(store: DraftStore, firstVisit: boolean): DraftRead {
  if (firstVisit) return FIRST_VISIT;
  const read = store.read();
  if (!read.draft) return read;
  const position = resumePosition(read.draft.answers, read.draft.position);
  return { ...read, draft: { ...read.draft, position } };
}

/**
 * The test in progress: state for rendering, saved to the browser on every change. A stored draft
 * that can't be used is discarded once, and `problem` says so; a usable one resumes at the first
 * open statement, unless the person was on an open one already. `firstVisit` reads nothing (the
 * prerendered view); its saves still go to the store.
 */
export function usePersonalityDraft(store: DraftStore = draftStore, firstVisit = false) {
  const [initial] = useState(() => readResumed(store, firstVisit));
  const [draft, setDraft] = useState(initial.draft);
  const [persistent, setPersistent] = useState(initial.persistent);
  // The latest draft for event handlers and the sync, which may run before React re-renders.
  const latest = useRef(initial.draft);

  useEffect(() => {
    if (initial.problem) store.clear();
  }, [initial, store]);

  const save = useCallback(
    (next: Draft | null) => {
      const stamped = next && { ...next, updatedAt: new Date().toISOString() };
      latest.current = stamped;
      setDraft(stamped);
      if (stamped) setPersistent(store.write(stamped));
      else store.clear();
    },
    [store],
  );

  const current = useCallback(() => latest.current, []);

  return { draft, current, save, problem: initial.problem, persistent };
}
