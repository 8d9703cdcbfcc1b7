import { Trans, useLingui } from '@lingui/react/macro';
import { Card, TitledSection } from '@pathwise/ui';
import { AreaBadge, HollandHexagon } from '@pathwise/ui/identity';
import { type AreaRow, scoresByArea } from '../result-view';

/** The six scores as Holland's hexagon, beside a table with the same numbers for everyone. */
export function AreasSection({ rows }: { rows: readonly AreaRow[] }) {
  const { t } = useLingui();
  return (
    <TitledSection title={t`Your six areas`}>
      <p className="mt-2 text-muted-foreground">
        <Trans>
          Each score runs from 0 to 100. 100 means you liked every card in that area, 0 that you
          disliked them all; around 50 is a mix, or a lot of “unsure”.
        </Trans>
      </p>
      <Card className="mt-4 grid grid-fit-72 items-center gap-6 p-4 sm:p-6">
        {/* A picture of the table beside it, so screen readers skip it. */}
        <HollandHexagon scores={scoresByArea(rows)} className="mx-auto max-w-72" />
        <table className="w-full text-start text-sm sm:text-base">
          <caption className="mb-2 text-start font-medium">
            <Trans>Your score in each area, in Holland&apos;s order</Trans>
          </caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1 pe-3">
                <Trans>Area</Trans>
              </th>
              <th scope="col" className="py-1 pe-3">
                <Trans>Score</Trans>
              </th>
              <th scope="col" className="py-1">
                <Trans>Cards rated</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.area} className="border-b border-border last:border-0">
                <th scope="row" className="py-1 pe-3 font-normal">
                  <span className="flex items-center gap-2">
                    <AreaBadge area={row.area} size="sm" />
                    {row.name} ({row.area})
                  </span>
                </th>
                <td className="py-1 pe-3 tabular-nums">{row.score}</td>
                <td className="py-1 tabular-nums">{row.answered}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </TitledSection>
  );
}
