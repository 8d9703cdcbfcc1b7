import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function OnboardingScreen() {
  return (
    <ScreenIntro
      title="A few questions about you"
      purpose={
        'A few quick questions about where you are now and what matters to you at work. They help us suggest careers that are realistic for you. You can skip any of them.'
      }
      next={[
        { to: paths.playgroundCanvas, label: 'Next: sort activity cards' },
        { to: paths.playgroundHome, label: 'Back to the playground steps' },
      ]}
    />
  );
}
