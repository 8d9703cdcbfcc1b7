import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrack } from '@pathwise/analytics';
import { problemFieldErrors } from '@pathwise/api';
import { type OnboardingState, type StoredOnboardingAnswers } from '@pathwise/progress';
import { countAnsweredQuestions } from '@pathwise/onboarding-questions';
import { Button, Heading, useServerView } from '@pathwise/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import {
  type OnboardingFormValues,
  onboardingFormSchema,
  toFormValues,
  toPatch,
} from '../onboarding-form.schemas';
import {
  type Position,
  QUESTION_COUNT,
  STEPS,
  resumePosition,
  stepAddress,
  stepInAddress,
} from '../steps';
import { FinishPanel } from './finish-panel';
import { StepIndicator } from './step-indicator';
import { StepQuestions } from './step-questions';

type Props = Pick<OnboardingState, 'answers' | 'save' | 'saving' | 'error'> & {
  signedIn: boolean;
};

const ALL_FIELDS = STEPS.flatMap((step) => step.questions);

/**
 * The questions, one step at a time, each step saved as the person moves on or back. The step is
 * in the address, so the browser's Back goes to the previous step, answers kept.
 */
export function OnboardingWizard({ answers, save, saving, error, signedIn }: Props) {
  const { t } = useLingui();
  const track = useTrack();
  const [params, setParams] = useSearchParams();
  const serverView = useServerView();
  // The address without a step is where the person arrived: after the last step answered, known
  // only once the page has hydrated, and fixed then (saving a step doesn't move it).
  const [arrival, setArrival] = useState<Position | null>(null);
  if (arrival === null && !serverView) setArrival(resumePosition(answers));
  const position: Position = stepInAddress(params) ?? arrival ?? 0;
  const setPosition = (next: Position) => setParams(stepAddress(next));
  // As finished here, or as saved for someone who finished before.
  const [finishedWith, setFinishedWith] = useState<number | null>(null);
  const answered = finishedWith ?? countAnsweredQuestions(answers);
  const busy = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<Position | null>(null);
  const form = useForm<OnboardingFormValues>({
    defaultValues: toFormValues(answers),
    resolver: zodResolver(onboardingFormSchema),
    mode: 'onChange',
  });
  const { register, trigger, getValues, reset, resetField, setError, clearErrors } = form;
  const currentJob = useWatch({ control: form.control, name: 'currentOccupation' });
  const country = useWatch({ control: form.control, name: 'country' });

  // Answers arriving from elsewhere (moved from this browser on sign-in) fill in what wasn't edited.
  useEffect(() => {
    reset(toFormValues(answers), { keepDirtyValues: true });
  }, [answers, reset]);

  // A new step starts at its heading, for keyboard and screen reader users alike (not the first
  // step shown, nor the one carried on at once the page has hydrated).
  useEffect(() => {
    if (shown.current !== null && shown.current !== position) heading.current?.focus();
    shown.current = serverView ? null : position;
  }, [position, serverView]);

  const step = position === 'done' ? undefined : STEPS[position];
  const last = position === STEPS.length - 1;

  /** Runs one move at a time: a second press while saving does nothing. */
  const once = async (move: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await move();
    } finally {
      busy.current = false;
    }
  };

  const saveStep = async (extra: { completed?: true } = {}): Promise<boolean> => {
    if (!step) return false;
    if (!(await trigger(step.questions, { shouldFocus: true }))) return false;
    try {
      await save({ ...toPatch(getValues(), step.questions), ...extra });
      return true;
    } catch (failure) {
      const cause = failure instanceof Error ? failure.cause : undefined;
      for (const [field, message] of problemFieldErrors(cause, step.questions)) {
        setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      return false;
    }
  };

  const finish = (final: StoredOnboardingAnswers) => {
    const count = countAnsweredQuestions(final);
    setFinishedWith(count);
    track('onboarding_completed', { answered: count, skipped: QUESTION_COUNT - count, signedIn });
    setPosition('done');
  };

  const finalAnswers = (): StoredOnboardingAnswers => ({
    ...toPatch(getValues(), ALL_FIELDS),
    completed: true,
  });

  const next = () =>
    once(async () => {
      if (typeof position !== 'number') return;
      if (!(await saveStep(last ? { completed: true } : {}))) return;
      if (last) finish(finalAnswers());
      else setPosition(position + 1);
    });

  const back = () =>
    once(async () => {
      if (typeof position === 'number' && position > 0 && (await saveStep())) {
        setPosition(position - 1);
      }
    });

  // Skipping leaves the step as last saved: changes made on it are put back.
  const skip = () =>
    once(async () => {
      if (!step || typeof position !== 'number') return;
      for (const field of step.questions) resetField(field);
      clearErrors();
      if (!last) {
        setPosition(position + 1);
        return;
      }
      try {
        await save({ completed: true });
      } catch {
        return;
      }
      finish(finalAnswers());
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };

  if (!step || typeof position !== 'number') {
    return (
      <FinishPanel
        answered={answered}
        signedIn={signedIn}
        headingRef={heading}
        onReview={() => setPosition(0)}
      />
    );
  }

  const headingId = `onboarding-step-${step.id}`;
  const stepNumber = position + 1;
  const stepCount = STEPS.length;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="space-y-6">
      <StepIndicator current={position} />
      <Heading
        level={2}
        size="lg"
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="outline-none"
      >
        <span className="block text-sm font-medium text-muted-foreground">
          <Trans>
            Step {stepNumber} of {stepCount}
          </Trans>
          <span className="sr-only">:</span>
        </span>{' '}
        {step.title}
      </Heading>
      <div className="space-y-8">
        <StepQuestions
          questions={step.questions}
          register={register}
          errors={form.formState.errors}
          currentJob={currentJob}
          country={country}
          onClearCurrentJob={() => form.setValue('currentOccupation', '', { shouldDirty: true })}
        />
      </div>
      {error && (
        <p role="alert" className="rounded-lg border border-danger/40 p-3 text-danger">
          {error}
        </p>
      )}
      <p role="status" className="sr-only">
        {saving ? t`Saving your answers…` : ''}
      </p>
      <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
        {position > 0 && (
          <Button variant="secondary" onClick={() => void back()}>
            <Trans>Back</Trans>
          </Button>
        )}
        <Button type="submit">{last ? <Trans>Finish</Trans> : <Trans>Next</Trans>}</Button>
        <Button variant="ghost" onClick={() => void skip()}>
          {last ? <Trans>Skip and finish</Trans> : <Trans>Skip this step</Trans>}
        </Button>
      </div>
    </form>
  );
}
