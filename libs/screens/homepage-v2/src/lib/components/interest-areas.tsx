import { Trans, useLingui } from '@lingui/react/macro';
import { TitledSection } from '@pathwise/ui';
import { RIASEC_ORDER } from '@pathwise/assessment';
import { AreaSamples } from './area-samples';

/** Holland's six interest areas, each with example careers from the catalogue. */
export function InterestAreas() {
  const { t } = useLingui();
  return (
    <TitledSection title={t`Explore by interest`} className="mt-12">
      <p className="selectable mt-2 text-muted-foreground">
        <Trans>
          Careers are grouped into six interest areas by the kind of work they involve. Most people
          lean towards two or three. Here are a few careers from each.
        </Trans>
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {RIASEC_ORDER.map((area) => (
          <AreaSamples key={area} area={area} />
        ))}
      </ul>
    </TitledSection>
  );
}
