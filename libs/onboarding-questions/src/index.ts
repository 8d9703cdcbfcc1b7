// The onboarding questions: how each is asked, its answer options and the countries, in the
// reader's language. What a person answered is kept by @pathwise/progress.
export {
  type Choice,
  EDUCATION_CHOICES,
  LIFE_STAGE_CHOICES,
  educationChoices,
  educationLabel,
  lifeStageLabel,
  subjectLabel,
} from './lib/answer-options';
export {
  ONBOARDING_QUESTIONS,
  ONBOARDING_SECTIONS,
  type OnboardingQuestion,
  type OnboardingSection,
  questionChoices,
} from './lib/questions';
export { countAnsweredQuestions, isAnswered } from './lib/answered';
export { COUNTRY_CODES, type CountryOption, countryName, countryOptions } from './lib/countries';
export { type Words, withWords } from './lib/words';
export { loadMessages } from './messages';
