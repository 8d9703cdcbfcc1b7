import { fitText } from '@pathwise/assessment';
import type { Suggestions } from '@pathwise/contract';
import { ANY_PAY_LINK, topListPayNote, useOnboarding, useTopSuggestions } from '@pathwise/progress';
import { careerDetailsHref, paths } from '@pathwise/routes';
import { Button, buttonClasses, Card, OnetAttribution, TitledSection } from '@pathwise/ui';
import { Link } from 'react-router-dom';

const SOURCE_NOTES: Partial<Record<Suggestions['source'], string>> = {
  'interest-inventory': 'Based on the activities you liked and disliked in the interest cards.',
  'interests-and-personality':
    'Based on your interest cards, with your personality adding a little.',
};

function SuggestionList({
  suggestions,
  payFloor,
}: {
  suggestions: Suggestions;
  /** The least pay the person said they'd consider, which narrows the list; none without one. */
  payFloor: number | undefined;
}) {
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
        We don&apos;t have career ideas for you yet. Sorting a few interest cards in the career
        playground is the quickest way to get some.
      </p>
    );
  }
  const estimated = suggestions.source === 'personality-estimate';
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">Careers to look at first</h3>
      {estimated ? (
        <p className="mt-1 rounded-lg border border-border bg-muted p-3 print:bg-transparent">
          These are a first hint, estimated from your personality alone. Personality says more about
          how you like to work than about what work you&apos;d enjoy, so the interest cards in the
          career playground give a much clearer picture.
        </p>
      ) : (
        <p className="mt-1 text-muted-foreground">{SOURCE_NOTES[suggestions.source]}</p>
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
            {item.reasons[0] && <p className="mt-1">{item.reasons[0].text}</p>}
          </li>
        ))}
      </ol>
      <OnetAttribution className="mt-4" />
    </>
  );
}

/** Where personality fits in choosing work, a way into the playground, and the first ideas. */
export function CareerSection() {
  const suggestions = useTopSuggestions(5);
  const { payFloor } = useOnboarding().answers;
  return (
    <TitledSection title="What this means for your career">
      <Card className="mt-4 print:break-inside-avoid print:shadow-none">
        <p>
          Personality is one part of finding work that fits. It says a lot about how you like to go
          about things, and less about which kind of work you&apos;d enjoy: your interests tell more
          about that.
        </p>
        <Link
          to={paths.playgroundHome}
          className={`${buttonClasses({ variant: 'primary' })} mt-4 print:hidden`}
        >
          Explore careers in the career playground
        </Link>
        {suggestions.isLoading ? (
          <p role="status" className="mt-4 text-muted-foreground">
            Loading career ideas…
          </p>
        ) : suggestions.isError ? (
          <div role="alert" className="mt-4">
            <p>Career ideas didn&apos;t load just now.</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2 print:hidden"
              onClick={() => void suggestions.refetch()}
            >
              Try again
            </Button>
          </div>
        ) : suggestions.data ? (
          <SuggestionList suggestions={suggestions.data} payFloor={payFloor} />
        ) : null}
      </Card>
    </TitledSection>
  );
}
