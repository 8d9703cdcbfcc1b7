// Big Five result texts: a separate entry because `@bigfive-org/results` is large; each language
// loads as its own chunk when asked for.

export {
  BIG_FIVE_TEXT_LANGUAGES,
  isBigFiveTextLanguage,
  loadBigFiveTexts,
  type BigFiveDomainTexts,
  type BigFiveFacetTexts,
  type BigFiveLevelGuidance,
  type BigFiveTextSource,
  type BigFiveTextLanguage,
  type BigFiveTexts,
  type Paragraphs,
} from './lib/big-five/texts';
