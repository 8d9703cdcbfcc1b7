import { useLingui } from '@lingui/react/macro';
import { Heading, TitledSection } from '@pathwise/ui';
import { RIASEC_ORDER, type RiasecArea } from '@pathwise/assessment';
import { AreaBadge } from '@pathwise/ui/identity';
import { areaDescription, areaName } from '@pathwise/career-words';

/** What the top areas mean in plain words; all six when the answers lean toward none. */
export function MeaningSection({ areas, flat }: { areas: readonly RiasecArea[]; flat: boolean }) {
  const { t } = useLingui();
  const shown = flat ? RIASEC_ORDER : areas;
  return (
    <TitledSection title={flat ? t`What the six areas mean` : t`What your top three areas mean`}>
      {/* As many columns as fit at the reader's text size: enlarged text gets one. */}
      <ul className="mt-4 grid grid-fit-56 gap-4">
        {shown.map((area) => {
          return (
            <li key={area} className="rounded-xl border border-border bg-surface p-4">
              <Heading className="flex items-center gap-2">
                <AreaBadge area={area} size="sm" />
                {areaName(area)} ({area})
              </Heading>
              <p className="mt-1">{areaDescription(area)}</p>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
