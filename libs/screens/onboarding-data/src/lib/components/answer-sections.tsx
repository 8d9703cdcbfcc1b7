import { type OnboardingState } from '@pathwise/progress';
import { ONBOARDING_QUESTIONS, ONBOARDING_SECTIONS } from '@pathwise/onboarding-questions';
import { TitledSection } from '@pathwise/ui';
import type { AnswerField } from '../answer-fields';
import { useAnswerSaves } from '../use-answer-saves';
import { ChoiceQuestion } from './choice-question';
import { CountryQuestion } from './country-question';

type Props = Pick<OnboardingState, 'answers' | 'save'>;

const asked = (id: keyof typeof ONBOARDING_QUESTIONS): id is AnswerField =>
  ONBOARDING_QUESTIONS[id].kind !== 'current-job';

/** Every onboarding question on one page, each saved to the account as it changes. */
export function AnswerSections({ answers, save }: Props) {
  const saves = useAnswerSaves(answers, save);
  const question = (field: AnswerField) => {
    const shown = {
      status: saves.status(field),
      onRetry: () => saves.retry(field),
    };
    const asking = ONBOARDING_QUESTIONS[field];
    return asking.kind === 'country' ? (
      <CountryQuestion
        key={field}
        {...shown}
        value={String(saves.value(field))}
        onChange={(value) => saves.change(field, value)}
      />
    ) : (
      <ChoiceQuestion
        key={field}
        {...shown}
        question={asking}
        country={String(saves.value('country'))}
        value={saves.value(field)}
        onChange={(value) => saves.change(field, value)}
      />
    );
  };

  return (
    <div className="space-y-10">
      {ONBOARDING_SECTIONS.map((section) => (
        <TitledSection
          key={section.id}
          headingId={`answers-${section.id}`}
          title={section.title}
          size="lg"
          className="space-y-6 border-t border-border pt-6"
        >
          {section.questions.filter(asked).map(question)}
        </TitledSection>
      ))}
    </div>
  );
}
