import {
  type Choice,
  type OnboardingQuestion,
  questionChoices,
} from '@pathwise/onboarding-questions';
import { ChoiceFieldset } from '@pathwise/ui';
import { useId } from 'react';
import type { FieldValue } from '../answer-fields';
import type { SaveStatus as Status } from '../save-queue';
import { SaveStatus } from './save-status';

export type ChoiceQuestionProps = {
  question: Extract<OnboardingQuestion, { kind: 'one' | 'many' }>;
  /** The country answered (an ISO code, or none): education is offered in its terms. */
  country: string;
  value: FieldValue;
  status: Status | undefined;
  onChange: (value: FieldValue) => void;
  onRetry: () => void;
};

/** One question answered with radio buttons or checkboxes, saved as it changes. */
export function ChoiceQuestion({
  question,
  country,
  value,
  status,
  onChange,
  onRetry,
}: ChoiceQuestionProps) {
  const statusId = useId();
  const failed = status?.state === 'error';
  const selected = typeof value === 'string' ? [value] : value;
  const choices = questionChoices(question, country);
  // A saved answer this list doesn't offer (from an older list) stays, so it can be unticked.
  const extra: Choice<string>[] = selected
    .filter((item) => item !== '' && !choices.some((choice) => choice.value === item))
    .map((item) => ({ value: item, label: item }));
  const common = {
    legend: question.legend,
    hint: question.hint,
    optional: true,
    options: [...choices, ...extra],
    invalid: failed,
    describedBy: failed ? statusId : undefined,
    children: <SaveStatus id={statusId} status={status} what={question.what} onRetry={onRetry} />,
  };
  return question.kind === 'one' ? (
    <ChoiceFieldset
      type="radio"
      {...common}
      noAnswerLabel={question.noAnswerLabel}
      value={selected[0] ?? ''}
      onChange={onChange}
    />
  ) : (
    <ChoiceFieldset
      type="checkbox"
      {...common}
      max={question.max}
      value={selected}
      onChange={onChange}
    />
  );
}
