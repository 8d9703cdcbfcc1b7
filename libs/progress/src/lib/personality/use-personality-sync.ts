import { selectCurrentUser, selectSessionStatus } from '@pathwise/auth';
import { paths } from '@pathwise/routes';
import { useAppDispatch, useAppSelector } from '@pathwise/store';
import { useEffect, useRef } from 'react';
import type { CreatedPersonalityReport } from '@pathwise/contract';
import { useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from '../../keys';
import { useMayMove, withUploadLock } from '../storage';
import { PERSONALITY_UPLOAD_LOCK, moveDraftToAccount } from './account-upload';
import { countAnswered } from './answers';
import { draftStore } from './draft-store';

/** Drafts already taken up in this page, by account and draft time, so each goes up once. */
const claimed = new Set<string>();

/**
 * Mounted once app-wide: when someone signs in on any page, a personality test this browser holds
 * goes to their account. A finished one becomes a report there (`onReportMade` tells the person,
 * who can delete it from the report); an unfinished one's answers are saved, to carry on with on
 * any device. The test page does this itself, so this waits while it is open.
 */
export function usePersonalitySync(
  onReportMade?: (report: CreatedPersonalityReport) => void,
): void {
  const status = useAppSelector(selectSessionStatus);
  const uid = useAppSelector(selectCurrentUser)?.uid ?? null;
  const onTestPage = useLocation().pathname === paths.personalityTest;
  const mayMove = useMayMove(STORAGE_KEYS.personalityDraft, uid ?? null);
  const dispatch = useAppDispatch();
  const notify = useRef(onReportMade);
  useEffect(() => {
    notify.current = onReportMade;
  });

  useEffect(() => {
    if (status !== 'signedIn' || !uid || onTestPage || !mayMove) return;
    const { draft } = draftStore.read();
    if (!draft || countAnswered(draft.answers) === 0 || draft.sentTo === uid) return;
    const claim = `${uid} ${draft.updatedAt}`;
    if (claimed.has(claim)) return;
    claimed.add(claim);
    void withUploadLock(PERSONALITY_UPLOAD_LOCK, async () => {
      // Another tab may have moved it, or the person answered more, while this one was starting.
      const held = draftStore.read().draft;
      if (held?.updatedAt !== draft.updatedAt) return;
      const moved = await moveDraftToAccount(dispatch, held);
      if (moved.kind === 'answers') {
        draftStore.write({ ...held, sentTo: uid });
        return;
      }
      draftStore.clear();
      notify.current?.(moved.report);
    }).catch(() => {
      // Kept in the browser; the next visit, or the test page, tries again.
      claimed.delete(claim);
    });
  }, [status, uid, onTestPage, mayMove, dispatch]);
}
