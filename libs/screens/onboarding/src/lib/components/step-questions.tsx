import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  EDUCATION_CHOICES,
  JOB_ZONE_CHOICES,
  LIFE_STAGE_CHOICES,
  SUBJECTS,
  WORK_VALUE_CHOICES,
} from '@pathwise/playground';
import type { OnboardingFormValues } from '../onboarding-form.schemas';
import { ChoiceGroup } from './choice-group';
import { CountrySelect } from './country-select';
import { CurrentJobField } from './current-job-field';

type Props = {
  stepId: string;
  register: UseFormRegister<OnboardingFormValues>;
  errors: FieldErrors<OnboardingFormValues>;
  currentJob: string;
  onClearCurrentJob: () => void;
};

const SUBJECT_CHOICES = SUBJECTS.map((subject) => ({ value: subject, label: subject }));

/** The questions of one step. */
export function StepQuestions({ stepId, register, errors, currentJob, onClearCurrentJob }: Props) {
  switch (stepId) {
    case 'about':
      return (
        <>
          <ChoiceGroup
            type="radio"
            legend="Where are you in life right now?"
            choices={LIFE_STAGE_CHOICES}
            noAnswerLabel="Prefer not to say"
            registration={register('lifeStage')}
            error={errors.lifeStage?.message}
          />
          <CountrySelect registration={register('country')} error={errors.country?.message} />
          <CurrentJobField
            registration={register('currentOccupation')}
            chosen={currentJob}
            error={errors.currentOccupation?.message}
            onClear={onClearCurrentJob}
          />
        </>
      );
    case 'education':
      return (
        <>
          <ChoiceGroup
            type="radio"
            legend="What is the highest level of education you have finished?"
            choices={EDUCATION_CHOICES}
            noAnswerLabel="Prefer not to say"
            registration={register('highestEducation')}
            error={errors.highestEducation?.message}
          />
          <ChoiceGroup
            type="radio"
            legend="What is the highest level you plan to reach?"
            hint="Your best guess is fine: plans change."
            choices={EDUCATION_CHOICES}
            noAnswerLabel="Not sure yet"
            registration={register('plannedEducation')}
            error={errors.plannedEducation?.message}
          />
        </>
      );
    case 'preparation':
      return (
        <ChoiceGroup
          type="radio"
          legend="How much more education or training would you take on for the right job?"
          hint="Careers need different amounts of preparation, from a few weeks to many years. Choose the most you’d be willing to take on."
          choices={JOB_ZONE_CHOICES}
          noAnswerLabel="Not sure yet"
          registration={register('maxJobZone')}
          error={errors.maxJobZone?.message}
        />
      );
    case 'subjects':
      return (
        <ChoiceGroup
          type="checkbox"
          legend="Which fields and school subjects do you enjoy?"
          hint="Tick as many as you like, including ones you enjoy outside school. They're kept with your answers for you to look back on; they don't change which careers we suggest."
          choices={SUBJECT_CHOICES}
          registration={register('enjoyedSubjects')}
          error={errors.enjoyedSubjects?.message}
        />
      );
    default:
      return (
        <ChoiceGroup
          type="checkbox"
          legend="What matters most to you at work?"
          hint="Choose up to three."
          choices={WORK_VALUE_CHOICES}
          registration={register('workValues')}
          error={errors.workValues?.message}
        />
      );
  }
}
