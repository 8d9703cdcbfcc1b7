import {
  ONBOARDING_QUESTIONS,
  type OnboardingQuestion,
  countryOptions,
  questionChoices,
} from '@pathwise/onboarding-questions';
import { formatTag } from '@pathwise/i18n';
import { ChoiceFieldset, SelectField, useServerView } from '@pathwise/ui';
import { useMemo } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { OnboardingField, OnboardingFormValues } from '../onboarding-form.schemas';
import { CurrentJobField } from './current-job-field';

type Props = {
  questions: readonly OnboardingField[];
  register: UseFormRegister<OnboardingFormValues>;
  errors: FieldErrors<OnboardingFormValues>;
  currentJob: string;
  /** The country chosen (an ISO code, or none): education is offered in its terms. */
  country: string;
  onClearCurrentJob: () => void;
};

/** The questions of one step, each asked as the question table says. */
export function StepQuestions({
  questions,
  register,
  errors,
  currentJob,
  country,
  onClearCurrentJob,
}: Props) {
  // Country names in the language (and region) the page is read in, listed again when it changes.
  // They come from the browser's own language data, which can name or order them differently from
  // the build's: the page is sent, and hydrated, without them (the field keeps its width).
  const languageTag = formatTag();
  const serverView = useServerView();
  const countries = useMemo(
    () => (serverView ? [] : countryOptions([languageTag])),
    [languageTag, serverView],
  );
  return questions.map((id) => {
    const question: OnboardingQuestion = ONBOARDING_QUESTIONS[id];
    const error = errors[id]?.message;
    const asked = { legend: question.legend, hint: question.hint, optional: true, error };
    switch (question.kind) {
      case 'one':
        return (
          <ChoiceFieldset
            key={id}
            type="radio"
            {...asked}
            noAnswerLabel={question.noAnswerLabel}
            options={questionChoices(question, country)}
            registration={register(id)}
          />
        );
      case 'many':
        return (
          <ChoiceFieldset
            key={id}
            type="checkbox"
            {...asked}
            max={question.max}
            options={question.choices}
            registration={register(id)}
          />
        );
      case 'country':
        return (
          <SelectField
            key={id}
            label={question.legend}
            hint={question.hint}
            optional
            error={error}
            emptyLabel={question.noAnswerLabel}
            options={countries}
            {...register(id)}
          />
        );
      case 'current-job':
        return (
          <CurrentJobField
            key={id}
            registration={register(id)}
            chosen={currentJob}
            error={error}
            onClear={onClearCurrentJob}
          />
        );
    }
  });
}
