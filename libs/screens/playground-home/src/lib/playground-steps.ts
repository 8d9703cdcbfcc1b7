import { plural, t } from '@lingui/core/macro';
import { paths } from '@pathwise/routes';
import { MINUTES_TO_TAKE } from '@pathwise/assessment/time-to-take';

// Named, so translators see what each number is.
const questionsMinutes = MINUTES_TO_TAKE.questionsAboutYou;
const sortMinutes = MINUTES_TO_TAKE.cardSort;

export type StepStatus = 'done' | 'in-progress' | 'not-started' | 'waiting';

export type PlaygroundStep = {
  id: 'about-you' | 'sort-cards' | 'interest-profile' | 'careers';
  title: string;
  to: string;
  status: StepStatus;
  /** Where the person is in this step, in plain words. */
  detail: string;
};

export type PlaygroundProgress = {
  /** Questions about you: answered ones, and whether they were finished. */
  onboarding: { answered: number; completed: boolean };
  /** Cards sorted so far out of the deck, and whether enough are sorted to finish. */
  cards: { sorted: number; total: number; canFinish: boolean };
  /** The person's interest profile, when there is one: its three-letter code. */
  hollandCode: string | null;
};

/**
 * The four steps and where the person is in each, worded in the language chosen now (call it
 * while rendering). Every step stays open (nothing is locked), but
 * the hub points at the first one not yet done.
 */
export function playgroundSteps({ onboarding, cards, hollandCode }: PlaygroundProgress): {
  steps: PlaygroundStep[];
  next: PlaygroundStep | null;
} {
  const { answered } = onboarding;
  const { sorted, total } = cards;
  const steps: PlaygroundStep[] = [
    {
      id: 'about-you',
      title: t`About you`,
      to: paths.onboarding,
      status: onboarding.completed
        ? 'done'
        : onboarding.answered > 0
          ? 'in-progress'
          : 'not-started',
      detail: onboarding.completed
        ? t`Done. You can change your answers at any time.`
        : answered > 0
          ? t`${plural(answered, { one: '# answered so far.', other: '# answered so far.' })}`
          : t`A few quick questions, all optional. About ${questionsMinutes} minutes.`,
    },
    {
      id: 'sort-cards',
      title: t`Sort activity cards`,
      to: paths.playgroundCanvas,
      status: hollandCode ? 'done' : cards.sorted > 0 ? 'in-progress' : 'not-started',
      detail: hollandCode
        ? t`Done. Sort again whenever you like.`
        : sorted > 0
          ? cards.canFinish
            ? t`${sorted} of ${total} sorted: enough to see your profile.`
            : t`${sorted} of ${total} sorted.`
          : t`Love it, not sure or not for me. About ${sortMinutes} minutes.`,
    },
    {
      id: 'interest-profile',
      title: t`Your interest profile`,
      to: paths.playgroundResult,
      status: hollandCode ? 'done' : 'waiting',
      detail: hollandCode
        ? t`Ready: your code is ${hollandCode}.`
        : t`Appears once you have sorted enough cards.`,
    },
    {
      id: 'careers',
      title: t`Careers that fit`,
      to: paths.careerSuggestions,
      status: hollandCode ? 'in-progress' : 'waiting',
      detail: hollandCode
        ? t`Careers ranked by how well they match your interests.`
        : t`Uses your interest profile to rank careers.`,
    },
  ];
  const next =
    steps.find((step) => step.status === 'in-progress' || step.status === 'not-started') ?? null;
  return { steps, next };
}
