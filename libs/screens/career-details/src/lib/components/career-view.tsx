import { Trans, useLingui } from '@lingui/react/macro';
import { SavedInBrowser } from '@pathwise/saved-careers';
import type { CareerDetails } from '@pathwise/contract';
import { paths } from '@pathwise/routes';
import { ButtonLink, OnetAttribution } from '@pathwise/ui';
import { CareerHeader } from './career-header';
import { type CareerFit, InterestComparison, type PersonInterests } from './interest-comparison';
import { KnowledgeSection, WorkStylesSection } from './knowledge-styles-sections';
import { MissingNote } from './missing-note';
import { PayOutlookSection } from './pay-outlook-section';
import { AlternateTitlesSection, RelatedCareersSection } from './other-careers';
import { PreparationSection } from './preparation-sections';
import { TechnologiesSection } from './technologies-section';
import { SkillsSection, TasksSection, WorkValuesSection } from './work-sections';

/**
 * Everything about one career, from O*NET and BLS, beside the person's own interests. Each section
 * shows only what the sources publish; what they don't is said once, at the end.
 */
export function CareerView({
  career,
  person,
  fit,
  focusOnShow,
}: {
  career: CareerDetails;
  person: PersonInterests;
  fit: CareerFit;
  focusOnShow: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <CareerHeader career={career} focusOnShow={focusOnShow} />
      <PayOutlookSection career={career} />
      <InterestComparison career={career} person={person} fit={fit} />
      <PreparationSection career={career} />
      <TasksSection tasks={career.tasks} />
      <SkillsSection skills={career.skills} />
      <KnowledgeSection knowledge={career.knowledge} />
      <WorkStylesSection styles={career.workStyles} />
      <TechnologiesSection technologies={career.technologies} />
      <WorkValuesSection values={career.workValues} />
      <AlternateTitlesSection titles={career.alternateTitles} />
      <RelatedCareersSection code={career.code} related={career.related} />
      <MissingNote career={career} />
      <SavedInBrowser />
      <nav aria-label={t`Where to next`} className="flex flex-wrap gap-3">
        <ButtonLink to={paths.careerSuggestions} variant="secondary">
          <Trans>Back to careers that fit you</Trans>
        </ButtonLink>
        <ButtonLink to={paths.explorer} variant="secondary">
          <Trans>Browse every career</Trans>
        </ButtonLink>
      </nav>
      <OnetAttribution release={career.sources.onet} />
    </div>
  );
}
