import { UPLOAD_LOCKS } from '@pathwise/browser-keys';
import type { CreatedPersonalityReport } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { useLocation } from 'react-router-dom';
import { type DraftMove, moveDraftToAccount } from './account-upload';
import { countAnswered } from './answers';
import { type Draft, draftStore } from './draft-store';
import { STORAGE_KEYS } from '../../keys';
import type { MoveKind } from '../sync/move-once';
import { useMoveOnSignIn } from '../sync/use-move-on-sign-in';

/**
 * A finished test becomes a report in the account and leaves the browser; an unfinished one's
 * answers are saved there, to carry on with on any device, and the draft notes whom they went to.
 */
const personalityDraft: MoveKind<Draft, DraftMove> = {
  key: STORAGE_KEYS.personalityDraft,
  lock: UPLOAD_LOCKS.personalityDraft,
  held: (uid) => {
    const { draft } = draftStore.read();
    return draft && countAnswered(draft.answers) > 0 && draft.sentTo !== uid ? draft : null;
  },
  upload: (draft, dispatch) => moveDraftToAccount(dispatch, draft),
  settle: (draft, moved, uid) => {
    if (moved.kind === 'answers') draftStore.write({ ...draft, sentTo: uid });
    else draftStore.clear();
  },
};

/**
 * Mounted once app-wide: on sign-in on any page, the personality test this browser holds goes to
 * the account (`onReportMade` tells the person of a report, which they can delete from there). The
 * test page does this itself, so this waits while it is open.
 */
export function usePersonalitySync(
  onReportMade?: (report: CreatedPersonalityReport) => void,
): void {
  const paused = useLocation().pathname === paths.personalityTest;
  useMoveOnSignIn(personalityDraft, {
    paused,
    onMoved: (moved) => {
      if (moved.kind === 'report') onReportMade?.(moved.report);
    },
  });
}
