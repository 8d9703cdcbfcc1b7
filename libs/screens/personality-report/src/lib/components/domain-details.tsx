import { Trans, useLingui } from '@lingui/react/macro';
import { levelWord, percentileOrdinal, percentileSentence } from '@pathwise/career-words';
import type { LifeStage } from '@pathwise/contract';
import type {
  BigFiveDomainTexts,
  BigFiveLevelGuidance,
  BigFiveTexts,
} from '@pathwise/assessment/texts';
import { useOnboarding } from '@pathwise/progress';
import { Button, Card, Heading, LinkButton, TitledSection } from '@pathwise/ui';
import { TraitBadge } from '@pathwise/ui/identity';
import type { ReportTexts } from '../hooks/use-report-texts';
import { textDirection } from '../report-language';
import {
  type Perspective,
  type ReportDomain,
  domainName,
  facetName,
  facetOrder,
  summaryOrder,
} from '../report-view';
import { Disclosure } from './disclosure';
import { LanguagePicker } from './language-picker';
import { LevelBadge } from './level-badge';
import { Paragraphs } from './paragraphs';

/**
 * A trait's or facet's name: in the descriptions' language when that is not the page's, with the
 * page's name alongside; else the page's name alone.
 */
function TranslatedName({
  name,
  translated,
  language,
}: {
  /** The name in the page's language. */
  name: string;
  translated: string | undefined;
  language: string | undefined;
}) {
  const { i18n } = useLingui();
  const page = i18n.locale;
  if (!translated || !language || language === page || translated === name) return <>{name}</>;
  return (
    <>
      <span lang={language} dir={textDirection(language)}>
        {translated}
      </span>{' '}
      <span className="font-normal text-muted-foreground">({name})</span>
    </>
  );
}

function TextsPending({ status, onRetry }: { status: ReportTexts['status']; onRetry: () => void }) {
  if (status === 'error')
    return (
      <p className="text-muted-foreground">
        <Trans>The description didn&apos;t load.</Trans>{' '}
        <LinkButton onClick={onRetry}>
          <Trans>Try again</Trans>
        </LinkButton>
      </p>
    );
  return (
    <p className="text-muted-foreground">
      <Trans>Loading the description…</Trans>
    </p>
  );
}

function DomainCard({
  domain,
  texts,
  reportTexts,
  perspective,
  setting,
}: {
  domain: ReportDomain;
  texts: BigFiveDomainTexts | undefined;
  reportTexts: ReportTexts;
  perspective: Perspective;
  setting: Setting | null;
}) {
  const { t, i18n } = useLingui();
  const page = i18n.locale;
  const pageProps = { lang: page, dir: textDirection(page) };
  const language = reportTexts.texts?.language;
  const name = domainName(domain.domain);
  const headingId = `trait-${domain.domain}`;
  const textProps = language ? { lang: language, dir: textDirection(language) } : {};
  const ordinal = percentileOrdinal(domain.percentile);
  const score = domain.score;
  const level = levelWord(domain.level, 'level');
  return (
    // On paper a trait is a run of text under a rule, free to go on over a page; its small parts
    // stay whole and its headings stay with what follows.
    <Card className="print:rounded-none print:border-x-0 print:border-b-0 print:px-0 print:pt-4 print:pb-0 print:shadow-none">
      <div className="flex flex-wrap items-center justify-between gap-2 print:break-after-avoid">
        <Heading size="md" id={headingId} className="flex items-center gap-2">
          <TraitBadge domain={domain.domain} />
          <span>
            <TranslatedName name={name} translated={texts?.title} language={language} />
          </span>
        </Heading>
        <LevelBadge level={domain.level} />
      </div>
      <p className="mt-2 print:break-after-avoid">
        {percentileSentence(domain.percentile)}{' '}
        <span className="text-muted-foreground">
          {t`(${ordinal}; score ${score} on a scale from 24 to 120)`}
        </span>
      </p>
      {texts ? (
        <div {...textProps} className="mt-4 space-y-4 print:mt-2 print:space-y-2">
          <p className="font-medium">{texts.shortDescription}</p>
          <div>
            <h4 className="font-semibold print:break-after-avoid" {...pageProps}>
              {perspective === 'own'
                ? t`What your result means (${level})`
                : t`What this result means (${level})`}
            </h4>
            <Paragraphs paragraphs={texts.results[domain.level]} className="mt-1" />
          </div>
          {texts.guidance && (
            <LevelGuidance guidance={texts.guidance[domain.level]} setting={setting} />
          )}
          {/* The trait's long description is for reading on screen; paper keeps what the level means. */}
          <Disclosure
            className="print:hidden"
            summary={
              <span className="font-medium" {...pageProps}>
                <Trans>More about {name}</Trans>
              </span>
            }
          >
            <Paragraphs paragraphs={texts.description} />
          </Disclosure>
        </div>
      ) : (
        <div className="mt-4">
          <TextsPending status={reportTexts.status} onRetry={reportTexts.retry} />
        </div>
      )}
      <h4 className="mt-6 font-semibold print:mt-3 print:break-after-avoid">
        <Trans>The six facets of {name}</Trans>
      </h4>
      {/* On paper each facet is one line, its level and percentile, two columns of them. */}
      <ul className="mt-2 divide-y divide-border print:mt-1 print:grid print:break-inside-avoid print:grid-cols-2 print:gap-x-8 print:divide-y-0">
        {facetOrder(domain.facets).map((facet) => {
          const facetTexts = texts?.facets[facet.facet as keyof BigFiveDomainTexts['facets']];
          const facetLevel = levelWord(facet.level, 'level');
          const facetOrdinal = percentileOrdinal(facet.percentile);
          const facetScore = facet.score;
          return (
            <li key={facet.facet} className="print:break-inside-avoid">
              <Disclosure
                openInPrint={false}
                summary={
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-medium">
                      <TranslatedName
                        name={facetName(domain.domain, facet.facet)}
                        translated={facetTexts?.title}
                        language={language}
                      />
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {t({
                        message: `${facetLevel}, ${facetOrdinal}`,
                        comment: 'A facet’s level and percentile: "high, 88th percentile"',
                      })}
                    </span>
                  </span>
                }
              >
                <p>
                  {percentileSentence(facet.percentile)}{' '}
                  <span className="text-muted-foreground">
                    {t`(score ${facetScore} on a scale from 4 to 20)`}
                  </span>
                </p>
                {facetTexts ? (
                  <div {...textProps}>
                    <Paragraphs paragraphs={facetTexts.text} className="mt-2" />
                    {facetTexts.results && (
                      <Paragraphs paragraphs={facetTexts.results[facet.level]} className="mt-2" />
                    )}
                  </div>
                ) : (
                  <div className="mt-2">
                    <TextsPending status={reportTexts.status} onRetry={reportTexts.retry} />
                  </div>
                )}
              </Disclosure>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function TitledList({
  title,
  items,
  titleProps,
}: {
  title: string;
  items: readonly string[];
  /** The title's language: the page's, inside texts that may be in another. */
  titleProps: { lang: string; dir: 'ltr' | 'rtl' };
}) {
  return (
    <div>
      <h4 className="font-semibold" {...titleProps}>
        {title}
      </h4>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** Where the reader's days are spent, from their life stage: school or college, or work. */
type Setting = 'study' | 'work';

const SETTING_OF: Record<LifeStage, Setting> = {
  school: 'study',
  college: 'study',
  working: 'work',
  'changing-careers': 'work',
};

/**
 * What this can look like where the reader is (school or college, or work, from their life stage;
 * both when it isn't known), strengths and things to watch for, where the texts have them.
 */
function LevelGuidance({
  guidance,
  setting,
}: {
  guidance: BigFiveLevelGuidance;
  setting: Setting | null;
}) {
  const { t, i18n } = useLingui();
  const page = i18n.locale;
  const pageProps = { lang: page, dir: textDirection(page) };
  return (
    <div className="space-y-3 print:space-y-2">
      {setting !== 'work' && (
        <div className="print:break-inside-avoid">
          <h4 className="font-semibold" {...pageProps}>
            <Trans>What this can look like at school or college</Trans>
          </h4>
          <p className="mt-1">{guidance.atStudy}</p>
        </div>
      )}
      {setting !== 'study' && (
        <div className="print:break-inside-avoid">
          <h4 className="font-semibold" {...pageProps}>
            <Trans>What this can look like at work</Trans>
          </h4>
          <p className="mt-1">{guidance.atWork}</p>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2 print:break-inside-avoid print:grid-cols-2">
        <TitledList
          title={t`Strengths it often brings`}
          items={guidance.strengths}
          titleProps={pageProps}
        />
        <TitledList
          title={t`Things to watch for`}
          items={guidance.watchFor}
          titleProps={pageProps}
        />
      </div>
    </div>
  );
}

/** Who wrote the descriptions on screen, credited as each source asks (on paper too). */
function TextsCredit({ texts }: { texts: BigFiveTexts | null }) {
  if (!texts) return null;
  return (
    <>
      {texts.source === 'pathwise' ? (
        <Trans>Pathwise wrote these descriptions.</Trans>
      ) : (
        <Trans>
          The descriptions in this language come from the open-source Big Five project (bigfive-org,
          @bigfive-org/results).
        </Trans>
      )}{' '}
      {/* Paper's facets don't open. */}
      <span className="print:hidden">
        <Trans>Open a facet to read about it.</Trans>
      </span>
    </>
  );
}

/** Each domain with its score, what its level means, and its six facets, in the chosen language. */
export function DomainDetails({
  domains,
  reportTexts,
  perspective,
}: {
  domains: readonly ReportDomain[];
  reportTexts: ReportTexts;
  perspective: Perspective;
}) {
  const { t } = useLingui();
  const texts: BigFiveTexts | null = reportTexts.texts;
  // The reader's own life stage picks the setting of the examples; another's report shows both.
  const { answers } = useOnboarding();
  const setting = perspective === 'own' && answers.lifeStage ? SETTING_OF[answers.lifeStage] : null;
  return (
    <TitledSection
      title={perspective === 'own' ? t`Your five traits in detail` : t`The five traits in detail`}
    >
      <p className="mt-1 text-muted-foreground print:break-after-avoid">
        <TextsCredit texts={texts} />
      </p>
      {/* The choice of language and its progress are for the screen. */}
      <div className="mt-4 space-y-2 print:hidden">
        {reportTexts.languages && reportTexts.language && (
          <LanguagePicker
            languages={reportTexts.languages}
            value={reportTexts.language}
            onChange={reportTexts.choose}
          />
        )}
        <div role="status" className="text-sm text-muted-foreground">
          {reportTexts.status === 'loading' && reportTexts.texts
            ? t`Loading the descriptions in the language you chose…`
            : ''}
        </div>
        {reportTexts.status === 'error' && reportTexts.texts && (
          <p role="alert" className="text-danger">
            <Trans>
              That language didn&apos;t load, so the descriptions are still in the previous one.
            </Trans>{' '}
            <Button variant="secondary" size="sm" onClick={reportTexts.retry}>
              <Trans>Try again</Trans>
            </Button>
          </p>
        )}
      </div>
      <div className="mt-6 space-y-6 print:mt-3" aria-busy={reportTexts.status === 'loading'}>
        {summaryOrder(domains).map((domain) => (
          <DomainCard
            key={domain.domain}
            domain={domain}
            texts={texts?.domains[domain.domain]}
            reportTexts={reportTexts}
            perspective={perspective}
            setting={setting}
          />
        ))}
      </div>
    </TitledSection>
  );
}
