import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { WORK_VALUE_POINTS } from '@pathwise/assessment';
import { fitBandsNote, workValueWord } from '@pathwise/career-words';
import type { Suggestions } from '@pathwise/contract';
import { formatList, formatMoney } from '@pathwise/i18n';
import { paths } from '@pathwise/routes';
import { cn, TitledSection } from '@pathwise/ui';
import { Link } from 'react-router-dom';
import { HOW_MATCHING_WORKS_ID } from './how-matching-works';

const SOURCE_TEXT: Record<Exclude<Suggestions['source'], 'none'>, MessageDescriptor> = {
  'interest-inventory': msg`Your interest cards: the activities you liked and disliked decide the order and the fit.`,
  'interests-and-personality': msg`Your interest cards decide the order and the fit, with a small nudge from your personality test.`,
  'personality-estimate': msg`Your personality test, as a rough guess at your interests, since you haven't sorted the interest cards yet. Personality says only a little about the work you'd enjoy, so each fit is shown in words, not as a number.`,
};

/** What the person does now, and what the ranking did with it. */
function CurrentJob({ close }: { close: NonNullable<Suggestions['close']> }) {
  const current = close.current.title;
  return close.skillsRated ? (
    <Trans>
      What you do now ({current}): careers that use the same skills have a list of their own, and{' '}
      {current} itself is left out of your matches.
    </Trans>
  ) : (
    <Trans>
      What you do now ({current}): it is left out of your matches; O*NET rates none of its skills,
      so there is no list of careers close to it.
    </Trans>
  );
}

/** The pay floor in force, and whether the person's answers set it. */
function PayFloor({ amount, fromAnswers }: { amount: number; fromAnswers: boolean }) {
  const floor = formatMoney(amount);
  return fromAnswers ? (
    <Trans>
      The least pay you said you would consider ({floor} a year): careers whose BLS median pay is
      lower, or unpublished, are left out until you lift it.
    </Trans>
  ) : (
    <Trans>
      Your pay filter ({floor} a year): careers whose BLS median pay is lower, or unpublished, are
      left out until you lift it.
    </Trans>
  );
}

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
  const { i18n } = useLingui();
  const values = formatList(inputs.workValues.map(workValueWord));
  const points = WORK_VALUE_POINTS;
  const bands = fitFloors ? fitBandsNote(fitFloors) : '';
  return (
    <TitledSection
      headingId="suggestions-inputs"
      title={<Trans>What these are based on</Trans>}
      size="sm"
      className={cn('rounded-2xl border border-border bg-muted/40 p-5', className)}
    >
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {source !== 'none' && <li>{i18n._(SOURCE_TEXT[source])}</li>}
        {inputs.workValues.length > 0 && (
          <li>
            <Trans>
              The work values you picked ({values}): each career gains or loses up to {points}{' '}
              points of fit by how highly O*NET rates them, and one that offers little of them is
              never called a strong fit.
            </Trans>
          </li>
        )}
        {close && (
          <li>
            <CurrentJob close={close} />
          </li>
        )}
        {payFloor && (
          <li>
            <PayFloor {...payFloor} />
          </li>
        )}
        <li>
          <Trans>
            The filters (preparation, kind of work, pay and job growth), which you can change or
            clear.
          </Trans>
        </li>
      </ul>
      {!inputs.interests && (
        <p className="mt-3">
          <Trans>
            <Link to={paths.playgroundCanvas} className="font-medium underline underline-offset-2">
              Sort the interest cards
            </Link>{' '}
            for a much clearer picture.
          </Trans>
        </p>
      )}
      {source !== 'none' && source !== 'personality-estimate' && fitFloors && (
        <p className="mt-3">
          <Trans>The fit on each card is the number that orders the list.</Trans> {bands}{' '}
          <a
            href={`#${HOW_MATCHING_WORKS_ID}`}
            className="font-medium underline underline-offset-2"
          >
            <Trans>How matching works</Trans>
          </a>
        </p>
      )}
    </TitledSection>
  );
}
