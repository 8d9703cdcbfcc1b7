import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function OnboardingDataScreen() {
  return (
    <ScreenIntro
      title="Your onboarding answers"
      purpose={
        'The answers you gave about yourself when you started. Change any of them and your suggestions update to match.'
      }
      next={[
        { to: paths.careerSuggestions, label: 'Careers that fit you' },
        { to: paths.dashboard, label: 'Your dashboard' },
      ]}
    />
  );
}
