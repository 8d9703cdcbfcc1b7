import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@pathwise/i18n';
import { OnetAttribution, PageFrame } from '@pathwise/ui';
import { CareerSearch } from './components/career-search';
import { InterestAreas } from './components/interest-areas';
import { PlaygroundSteps } from './components/playground-steps';

/** The start of the career experience: search, the playground's steps, and careers by interest. */
export function HomepageV2Screen() {
  const { t } = useLingui();
  const occupations = formatNumber(1000);
  return (
    <PageFrame
      title={t`Explore careers with Pathwise`}
      intro={
        <Trans>
          Find careers that match what you enjoy. Search for a job you have in mind, browse by
          interest, or take the playground&apos;s four short steps and we will suggest work that
          fits, from the O*NET database of about {occupations} occupations.
        </Trans>
      }
    >
      <CareerSearch />
      <PlaygroundSteps />
      <InterestAreas />
      <OnetAttribution className="mt-10" />
    </PageFrame>
  );
}
