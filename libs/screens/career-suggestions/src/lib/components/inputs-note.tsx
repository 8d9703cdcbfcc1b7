import {
  WORK_VALUE_POINTS,
  WORK_VALUE_NAMES,
  fitBandsNote,
  payFloorText,
} from '@pathwise/assessment';
import type { Suggestions } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { cn } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import { HOW_MATCHING_WORKS_ID } from './how-matching-works';

const listOf = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

const SOURCE_TEXT: Record<Exclude<Suggestions['source'], 'none'>, string> = {
  'interest-inventory':
    'Your interest cards: the activities you liked and disliked decide the order and the fit.',
  'interests-and-personality':
    'Your interest cards decide the order and the fit, with a small nudge from your personality test.',
  'personality-estimate':
    "Your personality test, as a rough guess at your interests, since you haven't sorted the interest cards yet. Personality says only a little about the work you'd enjoy, so each fit is shown in words, not as a number.",
};

/** Exactly what the ranking used, and how; nothing listed here is left unused. */
export function InputsNote({
  suggestions: { source, inputs, close, fitFloors },
  payFloor,
  className,
}: {
  suggestions: Suggestions;
  /** The pay floor in force, and whether it is the one the person's answers set. */
  payFloor: { amount: number; fromAnswers: boolean } | null;
  className?: string;
}) {
  const values = inputs.workValues.map((value) => WORK_VALUE_NAMES[value].toLowerCase());
  return (
    <section
      aria-labelledby="suggestions-inputs"
      className={cn('rounded-2xl border border-border bg-muted/40 p-5', className)}
    >
      <h2 id="suggestions-inputs" className="text-lg font-semibold">
        What these are based on
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {source !== 'none' && <li>{SOURCE_TEXT[source]}</li>}
        {values.length > 0 && (
          <li>
            The work values you picked ({listOf(values)}): each career gains or loses up to{' '}
            {WORK_VALUE_POINTS} points of fit by how highly O*NET rates them, and one that offers
            little of them is never called a strong fit.
          </li>
        )}
        {close && (
          <li>
            {close.skillsRated
              ? `What you do now (${close.current.title}): careers that use the same skills have a list of their own, and ${close.current.title} itself is left out of your matches.`
              : `What you do now (${close.current.title}): it is left out of your matches; O*NET rates none of its skills, so there is no list of careers close to it.`}
          </li>
        )}
        {payFloor && (
          <li>
            {payFloor.fromAnswers ? 'The least pay you said you would consider' : 'Your pay filter'}{' '}
            ({payFloorText(payFloor.amount)} a year): careers whose BLS median pay is lower, or
            unpublished, are left out until you lift it.
          </li>
        )}
        <li>
          The filters (preparation, kind of work, pay and job growth), which you can change or
          clear.
        </li>
      </ul>
      {!inputs.interests && (
        <p className="mt-3">
          <Link to={paths.playgroundCanvas} className="font-medium underline underline-offset-2">
            Sort the interest cards
          </Link>{' '}
          for a much clearer picture.
        </p>
      )}
      {source !== 'none' && source !== 'personality-estimate' && fitFloors && (
        <p className="mt-3">
          The fit on each card is the number that orders the list. {fitBandsNote(fitFloors)}{' '}
          <a
            href={`#${HOW_MATCHING_WORKS_ID}`}
            className="font-medium underline underline-offset-2"
          >
            How matching works
          </a>
        </p>
      )}
    </section>
  );
}
