import { t } from '@lingui/core/macro';
import type { OnboardingAnswersInput } from '@pathwise/contract';
import type { OnboardingState, StoredOnboardingAnswers } from '@pathwise/progress';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  type AnswerField,
  type FieldValue,
  fieldValue,
  isListField,
  toPatch,
} from './answer-fields';
import { fieldSaveError } from './save-error';
import { SaveQueue, type SaveStatus } from './save-queue';

/** Long enough to tick a few boxes in a row, short enough that leaving soon after is safe. */
export const LIST_SAVE_DELAY = 800;

export type AnswerSaves = {
  /** The answer shown: the person's latest choice, saved or not. */
  value(field: AnswerField): FieldValue;
  status(field: AnswerField): SaveStatus | undefined;
  change(field: AnswerField, value: FieldValue): void;
  retry(field: AnswerField): void;
};

/** Each question saved on its own as it changes, over the playground's onboarding answers. */
export function useAnswerSaves(
  answers: StoredOnboardingAnswers,
  save: OnboardingState['save'],
): AnswerSaves {
  const [queue] = useState(
    () =>
      new SaveQueue({
        save: () => Promise.reject(new Error(t`Not ready to save yet.`)),
        delay: (field) => (isListField(field) ? LIST_SAVE_DELAY : 0),
        errorMessage: fieldSaveError,
      }),
  );
  useEffect(() => {
    queue.setSave((changes) => {
      const patch: Partial<OnboardingAnswersInput> = {};
      for (const [field, value] of changes) Object.assign(patch, toPatch(field, value));
      return save(patch);
    });
  }, [queue, save]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);

  useEffect(() => {
    queue.settle((field) => fieldValue(answers, field));
  }, [answers, snapshot, queue]);

  // Leaving the page sends what is still waiting; closing the tab asks first while anything is unsaved.
  useEffect(() => () => queue.flush(), [queue]);
  useEffect(() => {
    if (!snapshot.unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [snapshot.unsaved]);

  return {
    value: (field) => snapshot.drafts.get(field) ?? fieldValue(answers, field),
    status: (field) => snapshot.statuses[field],
    change: (field, value) => queue.change(field, value),
    retry: (field) => queue.retry(field),
  };
}
