import { Trans, useLingui } from '@lingui/react/macro';
import { isRiasecArea } from '@pathwise/assessment';
import { fitLabel, fitText, listFigures, reasonText } from '@pathwise/career-words';
import type { CareerVerdict, Suggestion } from '@pathwise/contract';
import { careerDetailsHref } from '@pathwise/routes';
import { FavouriteToggle, Heading } from '@pathwise/ui';
import { AreaTags } from '@pathwise/ui/identity';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FamilyMembers } from './family-members';
import { VerdictButtons } from './verdict-buttons';

/** The same for every career, so it is said once above the list instead. */
const SAID_ONCE = new Set(['profile-source']);

/** The card's element id, to bring focus back to a career put back on the list. */
export const suggestionCardId = (code: string) => `suggestion-${code}`;

/** One ranked career: its fit, why it was suggested, and a way to save it. */
export function SuggestionCard({
  suggestion: { career, fit, fitBand, estimate, reasons, family },
  saved,
  pending,
  onToggleSaved,
  allGrowthPercent,
  verdict,
  onAnswer,
}: {
  suggestion: Suggestion;
  /** The person's answer to "Would you consider this?", and how they give one. */
  verdict: CareerVerdict | null;
  onAnswer: (verdict: CareerVerdict | null) => void;
  /** All jobs' growth over the decade (BLS), to word this career's against. */
  allGrowthPercent: number | null;
  saved: boolean;
  pending: boolean;
  onToggleSaved: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const leans = [...career.highPoints].filter(isRiasecArea);
  const figures = listFigures(career, allGrowthPercent);
  const shown = reasons.filter((reason) => !SAID_ONCE.has(reason.kind));
  return (
    <article
      id={suggestionCardId(career.code)}
      aria-labelledby={titleId}
      className="rounded-2xl border border-border bg-surface p-5 text-surface-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <Heading id={titleId}>
          <Link
            to={`${careerDetailsHref(career.code)}&from=suggestions`}
            className="underline underline-offset-2"
          >
            {career.title}
          </Link>
        </Heading>
        <FavouriteToggle
          className="h-11"
          saved={saved}
          pending={pending}
          careerTitle={career.title}
          onToggle={onToggleSaved}
        />
      </div>
      {estimate ? (
        <p className="mt-2">
          <span className="font-medium">{fitLabel(fitBand, true)}</span>{' '}
          <span className="text-sm text-muted-foreground">
            <Trans>
              (a rough guess from your personality; sort the interest cards to make it firmer)
            </Trans>
          </span>
        </p>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium">{fitText(fit, fitBand, false)}</span>
          <span aria-hidden="true" className="h-2 w-32 overflow-hidden rounded-full bg-muted">
            <span className="block h-full rounded-full bg-primary" style={{ width: `${fit}%` }} />
          </span>
        </div>
      )}
      {leans.length > 0 && (
        <AreaTags
          label={t`Leans toward`}
          showLabel
          areas={leans}
          className="mt-2 text-sm text-muted-foreground"
        />
      )}
      {career.catchAll && (
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>A catch-all for jobs O*NET doesn&apos;t list separately</Trans>
        </p>
      )}
      {figures.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
          {figures.map((figure) => (
            <span key={figure}>{figure}</span>
          ))}
        </p>
      )}
      {shown.length > 0 && (
        <ul aria-label={t`Why it's suggested`} className="mt-3 list-disc space-y-1 ps-5">
          {shown.map((reason) => (
            <li key={`${reason.kind}-${reason.text}`}>{reasonText(reason)}</li>
          ))}
        </ul>
      )}
      {family && <FamilyMembers family={family} estimate={estimate} />}
      <VerdictButtons careerTitle={career.title} verdict={verdict} onAnswer={onAnswer} />
    </article>
  );
}
