import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function PersonalityTestScreen() {
  return (
    <ScreenIntro
      title="Personality test"
      purpose={
        '120 short statements about how you usually think, feel and act. Together they measure the Big Five personality traits. It takes about ten minutes, and there are no right or wrong answers.'
      }
      next={[
        {
          to: paths.personalityReport,
          label: 'Your personality report',
          description: 'Sign in to see and keep your results',
        },
        { to: paths.home, label: 'Back to the start' },
      ]}
    />
  );
}
