import type { Suggestions } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { Link } from 'react-router-dom';

const WORK_VALUE_NAMES: Record<string, string> = {
  achievement: 'achievement',
  independence: 'independence',
  recognition: 'recognition',
  relationships: 'relationships',
  support: 'support',
  'working-conditions': 'working conditions',
};

const listOf = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

const SOURCE_TEXT: Record<Exclude<Suggestions['source'], 'none'>, string> = {
  'interest-inventory':
    'Ranked by your interests: the activities you liked and disliked in the interest cards.',
  'interests-and-personality':
    'Ranked mostly by your interest cards, with a small nudge from your personality test.',
  'personality-estimate':
    "Estimated from your personality test alone, as you haven't sorted the interest cards yet. Personality says only a little about the work you'd enjoy, so take these as a first hint.",
};

/** Which answers the ranking used, what fit means, and, honestly, what it leaves out. */
export function InputsNote({
  suggestions: { source, inputs },
  workValues,
}: {
  suggestions: Suggestions;
  /** The work values picked in the first questions, if any. */
  workValues: readonly string[];
}) {
  const picked = workValues.map((value) => WORK_VALUE_NAMES[value] ?? value);
  return (
    <section
      aria-labelledby="suggestions-inputs"
      className="rounded-2xl border border-border bg-muted/40 p-5"
    >
      <h2 id="suggestions-inputs" className="text-lg font-semibold">
        What these are based on
      </h2>
      <ul className="mt-2 space-y-1">
        <li>Your interest cards: {inputs.interests ? 'used' : 'not used yet'}</li>
        <li>Your personality test: {inputs.personality ? 'used' : 'not used'}</li>
        <li>Your work values: not part of the ranking</li>
      </ul>
      {source !== 'none' && <p className="mt-3">{SOURCE_TEXT[source]}</p>}
      {!inputs.interests && (
        <p className="mt-2">
          <Link to={paths.playgroundCanvas} className="font-medium underline underline-offset-2">
            Sort the interest cards
          </Link>{' '}
          for a much clearer picture.
        </p>
      )}
      <p className="mt-2">
        Fit runs from 0 to 100: how closely a career&apos;s pattern of interests follows yours. 100
        would be the very same pattern.
      </p>
      <p className="mt-2">
        Work values (what matters to you in a job, such as independence or recognition) don&apos;t
        change the order.{' '}
        {picked.length > 0 && `You picked ${listOf(picked)} in the first questions. `}
        Open any career below to see how O*NET rates its work values and compare them for yourself.
      </p>
    </section>
  );
}
