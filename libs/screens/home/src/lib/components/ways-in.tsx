import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BIG_FIVE_DOMAIN_ORDER, RIASEC_ORDER } from '@pathwise/assessment';
import { MINUTES_TO_TAKE } from '@pathwise/assessment/time-to-take';
import { paths } from '@pathwise/routes';
import { ButtonLink, TitledSection } from '@pathwise/ui';
import { AreaBadge, TraitBadge } from '@pathwise/ui/identity';

// Named, so translators see what each number is.
const testMinutes = MINUTES_TO_TAKE.personalityTest;
const playgroundMinutes = MINUTES_TO_TAKE.playground;

// Words as messages, put into the reader's language when shown.
const WAYS = [
  {
    to: paths.personalityTest,
    label: msg`Take the personality test`,
    what: msg`120 short statements about how you usually think, feel and act.`,
    get: msg`A report of your Big Five traits: what each score means and how sure it is.`,
    time: msg`About ${testMinutes} minutes`,
    marks: BIG_FIVE_DOMAIN_ORDER.map((domain) => (
      <TraitBadge key={domain} domain={domain} size="sm" />
    )),
  },
  {
    to: paths.playgroundHome,
    label: msg`Explore careers in the playground`,
    what: msg`A few optional questions about you, then sort everyday activities you like or not.`,
    get: msg`Your interest profile, and careers ranked by how well they fit it.`,
    time: msg`About ${playgroundMinutes} minutes`,
    marks: RIASEC_ORDER.map((area) => <AreaBadge key={area} area={area} size="sm" />),
  },
] as const;

/** The two ways to start, side by side: either is a good first step, and both stay open. */
export function WaysIn() {
  const { t, i18n } = useLingui();
  return (
    <TitledSection title={t`Two ways to start`}>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {WAYS.map((way, index) => (
          <li
            key={way.to}
            className="flex flex-col rounded-2xl border border-border bg-surface p-5 text-surface-foreground"
          >
            {/* The marks of what each gives, the same drawings as its results and the preview below. */}
            <div aria-hidden="true" className="mb-3 flex flex-wrap gap-1.5">
              {way.marks}
            </div>
            <p className="selectable">{i18n._(way.what)}</p>
            <p className="selectable mt-2 text-muted-foreground">
              <span className="font-medium text-surface-foreground">
                <Trans>You get:</Trans>{' '}
              </span>
              {i18n._(way.get)}
            </p>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{i18n._(way.time)}</p>
            <ButtonLink
              to={way.to}
              variant={index === 0 ? 'primary' : 'secondary'}
              size="lg"
              className="mt-4 h-auto min-h-12 py-2 text-center"
            >
              {i18n._(way.label)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
