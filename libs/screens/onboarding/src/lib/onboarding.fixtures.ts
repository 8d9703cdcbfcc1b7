import type { StoredOnboardingAnswers } from '@pathwise/playground';

export const someAnswers: StoredOnboardingAnswers = {
  lifeStage: 'changing-careers',
  country: 'IE',
  highestEducation: 'bachelor',
  completed: false,
};
