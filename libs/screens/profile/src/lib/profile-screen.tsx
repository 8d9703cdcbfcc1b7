import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function ProfileScreen() {
  return (
    <ScreenIntro
      title="Profile"
      purpose={
        'Your name, life stage and country, whether others can see a summary of your results, and what you have done so far.'
      }
      next={[
        { to: paths.favourites, label: 'Saved careers' },
        { to: paths.onboardingData, label: 'Your onboarding answers' },
        { to: paths.dashboard, label: 'Your dashboard' },
      ]}
    />
  );
}
