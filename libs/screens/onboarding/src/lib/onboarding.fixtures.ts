import type { StoredOnboardingAnswers } from '@pathwise/progress';

export const someAnswers: StoredOnboardingAnswers = {
  lifeStage: 'changing-careers',
  country: 'IE',
  highestEducation: 'bachelor',
  completed: false,
};
