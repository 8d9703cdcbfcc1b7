import { BIG_FIVE_TEST_VERSION } from '@pathwise/assessment';
import {
  personalityApi,
  readFailure,
  useClearPersonalityAnswersMutation,
  useSavePersonalityAnswersMutation,
} from '@pathwise/api';
import { answerList } from '@pathwise/progress';
import { useAppDispatch } from '@pathwise/store';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Answers } from './progress';
import { answersFromServer, isVersionMismatch, unsentAnswers } from './server-answers';
import { type SyncAnswer, SyncQueue } from './sync-queue';

export type AnswerSyncOptions = {
  /** The signed-in person's id; null while signed out or not yet known. */
  uid: string | null;
  /** This browser's answers right now. */
  localAnswers: () => Answers;
  /** Adds answers found in the account to this browser's. */
  onServerAnswers: (server: Answers) => void;
  /** The server runs another version of the test: the answers can't be used. */
  onVersionMismatch: () => void;
};

export type AnswerSync = {
  /** The account's answers have been merged and new answers are being uploaded. */
  ready: boolean;
  add: (answer: SyncAnswer) => void;
  /** Uploads everything still waiting; rejects when that fails. */
  flush: () => Promise<void>;
  /** Queues every answer again, for when the server turns out to lack some. */
  resend: (answers: Answers) => void;
  /** Forgets answers kept in the account (starting again, or once a report is made). */
  clearServer: () => void;
};

const noop = () => undefined;

/**
 * Keeps the account's copy of the answers in step with this browser while someone is signed in:
 * merges the account's answers once, then uploads new ones in batches through a `SyncQueue`.
 * Anything unsent when the page closes is found again by the next merge.
 */
export function useAnswerSync(options: AnswerSyncOptions): AnswerSync {
  const { uid } = options;
  const dispatch = useAppDispatch();
  const [saveAnswers] = useSavePersonalityAnswersMutation();
  const [clearAnswers] = useClearPersonalityAnswersMutation();
  const [readyFor, setReadyFor] = useState<string | null>(null);
  // Set once the merge is done; answers given before that are part of the merge's upload.
  const queueRef = useRef<SyncQueue | null>(null);
  // Starting again before the account was known: its old answers must not come back.
  const discardServer = useRef(false);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  useEffect(() => {
    if (!uid) return;
    let live = true;
    const queue = new SyncQueue({
      send: async (answers) => {
        await saveAnswers({ testVersion: BIG_FIVE_TEST_VERSION, answers }).unwrap();
      },
      shouldRetry: (error) => readFailure(error).retryable,
      onFatal: (error) => {
        if (isVersionMismatch(error)) callbacks.current.onVersionMismatch();
      },
    });

    const fetchServerAnswers = async (): Promise<Answers | null> => {
      try {
        const saved = await dispatch(
          personalityApi.endpoints.getPersonalityAnswers.initiate(undefined, {
            subscribe: false,
            forceRefetch: true,
          }),
        ).unwrap();
        return saved.testVersion === BIG_FIVE_TEST_VERSION ? answersFromServer(saved.answers) : {};
      } catch {
        return null; // unknown: upload everything, which is safe to repeat
      }
    };

    void fetchServerAnswers().then(async (server) => {
      if (!live) return;
      let known = server;
      if (discardServer.current) {
        discardServer.current = false;
        await clearAnswers().unwrap().catch(noop);
        known = null;
      } else if (server) {
        callbacks.current.onServerAnswers(server);
      }
      if (!live) return;
      const local = callbacks.current.localAnswers();
      queue.add(known ? unsentAnswers(local, known) : answerList(local));
      queueRef.current = queue;
      setReadyFor(uid);
    });

    // Closing or hiding the tab is the last good moment to send what's waiting.
    const onHide = () => {
      if (document.visibilityState === 'hidden') queue.flush().catch(noop);
    };
    document.addEventListener('visibilitychange', onHide);
    // Back online: what was answered without a network goes now, not after the back-off's wait.
    const onOnline = () => void queue.flush().catch(noop);
    window.addEventListener('online', onOnline);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('online', onOnline);
      queue.dispose();
      queue.flush().catch(noop);
      if (queueRef.current === queue) queueRef.current = null;
    };
  }, [uid, dispatch, saveAnswers, clearAnswers]);

  const add = useCallback((answer: SyncAnswer) => queueRef.current?.add(answer), []);
  const flush = useCallback(
    () => queueRef.current?.flush() ?? Promise.reject(new Error('Not signed in')),
    [],
  );
  const resend = useCallback((answers: Answers) => queueRef.current?.add(answerList(answers)), []);
  const clearServer = useCallback(() => {
    const queue = queueRef.current;
    if (!queue) {
      discardServer.current = true;
      return;
    }
    queue.clear();
    // After any upload in flight, or that upload could bring old answers back.
    void queue
      .settled()
      .then(() => clearAnswers().unwrap())
      .catch(noop);
  }, [clearAnswers]);

  return { ready: uid !== null && readyFor === uid, add, flush, resend, clearServer };
}
