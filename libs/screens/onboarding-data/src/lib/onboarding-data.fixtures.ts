import type { StoredOnboardingAnswers } from '@pathwise/progress';

export const savedAnswers: StoredOnboardingAnswers = {
  lifeStage: 'changing-careers',
  country: 'IE',
  highestEducation: 'bachelor',
  maxJobZone: 4,
  enjoyedSubjects: ['Biology', 'Art and design'],
  workValues: ['relationships', 'support'],
  completed: true,
};
