import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { fitText, reasonText } from '@pathwise/career-words';
import type { Suggestions } from '@pathwise/contract';
import { useOnboarding } from '@pathwise/progress';
import { ANY_PAY_LINK, topListPayNote, useTopSuggestions } from '@pathwise/career-fits';
import { careerDetailsHref, paths } from '@pathwise/routes';
import { Button, ButtonLink, Card, Heading, OnetAttribution, TitledSection } from '@pathwise/ui';
import { Link } from 'react-router-dom';

const SOURCE_NOTES: Partial<Record<Suggestions['source'], MessageDescriptor>> = {
  'interest-inventory': msg`Based on the activities you liked and disliked in the interest cards.`,
  'interests-and-personality': msg`Based on your interest cards, with your personality adding a little.`,
};

function SuggestionList({
  suggestions,
  payFloor,
}: {
  suggestions: Suggestions;
  /** The least pay the person said they'd consider, which narrows the list; none without one. */
  payFloor: number | undefined;
}) {
  const { i18n } = useLingui();
  if (suggestions.source !== 'none' && suggestions.items.length === 0 && payFloor !== undefined) {
    return (
      <p className="mt-4">
        {topListPayNote(payFloor, true)}{' '}
        <Link to={ANY_PAY_LINK.to} className="font-medium underline underline-offset-2">
          {ANY_PAY_LINK.text}
        </Link>
      </p>
    );
  }
  if (suggestions.source === 'none' || suggestions.items.length === 0) {
    return (
      <p className="mt-4">
        <Trans>
          We don&apos;t have career ideas for you yet. Sorting a few interest cards in the career
          playground is the quickest way to get some.
        </Trans>
      </p>
    );
  }
  const estimated = suggestions.source === 'personality-estimate';
  const sourceNote = SOURCE_NOTES[suggestions.source];
  return (
    <>
      <Heading className="mt-6">
        <Trans>Careers to look at first</Trans>
      </Heading>
      {estimated ? (
        <p className="mt-1 rounded-lg border border-border bg-muted p-3 print:break-inside-avoid print:bg-transparent">
          <Trans>
            These are a first hint, estimated from your personality alone. Personality says more
            about how you like to work than about what work you&apos;d enjoy, so the interest cards
            in the career playground give a much clearer picture.
          </Trans>
        </p>
      ) : (
        <p className="mt-1 text-muted-foreground">{sourceNote && i18n._(sourceNote)}</p>
      )}
      {payFloor !== undefined && (
        <p className="mt-1 text-muted-foreground">{topListPayNote(payFloor, false)}</p>
      )}
      <ol className="mt-3 divide-y divide-border">
        {suggestions.items.map((item) => (
          <li key={item.career.code} className="py-3 print:break-inside-avoid">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <Link
                to={careerDetailsHref(item.career.code)}
                className="font-semibold underline underline-offset-2"
              >
                {item.career.title}
              </Link>
              <span className="text-sm text-muted-foreground">
                {fitText(item.fit, item.fitBand, item.estimate)}
              </span>
            </div>
            {item.reasons[0] && <p className="mt-1">{reasonText(item.reasons[0])}</p>}
          </li>
        ))}
      </ol>
      <OnetAttribution className="mt-4 print:break-inside-avoid" />
    </>
  );
}

/** Where personality fits in choosing work, a way into the playground, and the first ideas. */
export function CareerSection() {
  const suggestions = useTopSuggestions(5);
  const { payFloor } = useOnboarding().answers;
  const { t } = useLingui();
  return (
    <TitledSection title={t`What this means for your career`}>
      <Card className="mt-4 print:shadow-none">
        <p>
          <Trans>
            Personality is one part of finding work that fits. It says a lot about how you like to
            go about things, and less about which kind of work you&apos;d enjoy: your interests tell
            more about that.
          </Trans>
        </p>
        <ButtonLink to={paths.playgroundHome} variant="primary" className="mt-4 print:hidden">
          <Trans>Explore careers in the career playground</Trans>
        </ButtonLink>
        {suggestions.isLoading ? (
          <p role="status" className="mt-4 text-muted-foreground">
            <Trans>Loading career ideas…</Trans>
          </p>
        ) : suggestions.isError ? (
          <div role="alert" className="mt-4">
            <p>
              <Trans>Career ideas didn&apos;t load just now.</Trans>
            </p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2 print:hidden"
              onClick={() => void suggestions.refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : suggestions.data ? (
          <SuggestionList suggestions={suggestions.data} payFloor={payFloor} />
        ) : null}
      </Card>
    </TitledSection>
  );
}
