import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function PlaygroundHomeScreen() {
  return (
    <ScreenIntro
      title="Career playground"
      purpose={
        'Four steps: tell us about you, sort activity cards, see your interest profile, then look at careers that fit. You can stop at any point and come back later.'
      }
      next={[
        { to: paths.onboarding, label: '1. About you', description: 'A few quick questions' },
        {
          to: paths.playgroundCanvas,
          label: '2. Sort activity cards',
          description: 'Love it, not sure, not for me',
        },
        { to: paths.playgroundResult, label: '3. Your interest profile' },
        { to: paths.careerSuggestions, label: '4. Careers that fit' },
        { to: paths.personalityTest, label: 'Or take the personality test' },
      ]}
    />
  );
}
