import { UPLOAD_LOCKS } from '@pathwise/browser-keys';
import { personalityApi } from '@pathwise/api';
import type { CreatedPersonalityReport } from '@pathwise/contract';
import type { AppDispatch } from '@pathwise/store';
import { answerList, isComplete } from './answers';
import type { Draft } from './draft-store';
import { settle } from '../settle';

/** The name of the lock that lets one tab at a time move a draft into the account. */
export const PERSONALITY_UPLOAD_LOCK = UPLOAD_LOCKS.personalityDraft;

export type DraftMove =
  { kind: 'report'; report: CreatedPersonalityReport } | { kind: 'answers'; count: number };

/**
 * Sends a draft's answers to the account (saving an answer twice changes nothing); a finished
 * test is then scored there into a report, with the details and pace the draft kept.
 */
export async function moveDraftToAccount(dispatch: AppDispatch, draft: Draft): Promise<DraftMove> {
  const { savePersonalityAnswers, createPersonalityReport } = personalityApi.endpoints;
  const answers = answerList(draft.answers);
  if (answers.length)
    await settle(
      dispatch(savePersonalityAnswers.initiate({ testVersion: draft.testVersion, answers })),
    );
  if (!isComplete(draft.answers)) return { kind: 'answers', count: answers.length };
  const report = await settle(
    dispatch(
      createPersonalityReport.initiate({
        ...draft.demographics,
        ...(draft.pace ? { pace: draft.pace } : {}),
      }),
    ),
  );
  return { kind: 'report', report };
}
