import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function LoginScreen() {
  return (
    <ScreenIntro
      title="Sign in to Pathwise"
      purpose={
        'Sign in to keep your results, save careers you like and carry on from any device. Everything else in Pathwise works without an account.'
      }
      next={[
        { to: paths.home, label: 'Back to the start' },
        { to: paths.personalityTest, label: 'Take the personality test' },
      ]}
    />
  );
}
