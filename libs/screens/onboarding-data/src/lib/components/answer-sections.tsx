import type { OnboardingState } from '@pathwise/playground';
import type { ReactNode } from 'react';
import type { AnswerField } from '../answer-fields';
import {
  EDUCATION_CHOICES,
  JOB_ZONE_CHOICES,
  LIFE_STAGE_CHOICES,
  SUBJECTS,
  WORK_VALUE_CHOICES,
} from '@pathwise/playground';
import { useAnswerSaves } from '../use-answer-saves';
import { ChoiceQuestion, type ChoiceQuestionProps } from './choice-question';
import { CountryQuestion } from './country-question';

type Props = Pick<OnboardingState, 'answers' | 'save'>;

const SUBJECT_CHOICES = SUBJECTS.map((subject) => ({ value: subject, label: subject }));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-6 border-t border-border pt-6">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Every onboarding question on one page, each saved to the account as it changes. */
export function AnswerSections({ answers, save }: Props) {
  const saves = useAnswerSaves(answers, save);
  const question = (
    field: AnswerField,
    props: Omit<ChoiceQuestionProps, 'value' | 'status' | 'onChange' | 'onRetry'>,
  ) => (
    <ChoiceQuestion
      {...props}
      value={saves.value(field)}
      status={saves.status(field)}
      onChange={(value) => saves.change(field, value)}
      onRetry={() => saves.retry(field)}
    />
  );

  return (
    <div className="space-y-10">
      <Section id="answers-about" title="About you">
        {question('lifeStage', {
          type: 'radio',
          legend: 'Where are you in life right now?',
          choices: LIFE_STAGE_CHOICES,
          noAnswerLabel: 'Prefer not to say',
          what: 'where you are in life',
        })}
        <CountryQuestion
          value={String(saves.value('country'))}
          status={saves.status('country')}
          onChange={(value) => saves.change('country', value)}
          onRetry={() => saves.retry('country')}
        />
      </Section>
      <Section id="answers-education" title="Your education">
        {question('highestEducation', {
          type: 'radio',
          legend: 'What is the highest level of education you have finished?',
          choices: EDUCATION_CHOICES,
          noAnswerLabel: 'Prefer not to say',
          what: 'the education you have finished',
        })}
        {question('plannedEducation', {
          type: 'radio',
          legend: 'What is the highest level you plan to reach?',
          hint: 'Your best guess is fine: plans change.',
          choices: EDUCATION_CHOICES,
          noAnswerLabel: 'Not sure yet',
          what: 'the education you plan',
        })}
      </Section>
      <Section id="answers-preparation" title="More study or training">
        {question('maxJobZone', {
          type: 'radio',
          legend: 'How much more education or training would you take on for the right job?',
          hint: 'Careers need different amounts of preparation, from a few weeks to many years. Choose the most you’d be willing to take on.',
          choices: JOB_ZONE_CHOICES,
          noAnswerLabel: 'Not sure yet',
          what: 'how much preparation you would take on',
        })}
      </Section>
      <Section id="answers-subjects" title="Subjects you enjoy">
        {question('enjoyedSubjects', {
          type: 'checkbox',
          legend: 'Which fields and school subjects do you enjoy?',
          hint: 'Tick as many as you like, including ones you enjoy outside school.',
          choices: SUBJECT_CHOICES,
          what: 'the subjects you enjoy',
        })}
      </Section>
      <Section id="answers-values" title="What matters most at work">
        {question('workValues', {
          type: 'checkbox',
          legend: 'What matters most to you at work?',
          hint: 'Choose up to three.',
          choices: WORK_VALUE_CHOICES,
          what: 'what matters to you at work',
        })}
      </Section>
    </div>
  );
}
