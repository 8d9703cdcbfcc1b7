import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function PersonalityReportScreen() {
  return (
    <ScreenIntro
      title="Your personality report"
      purpose={
        'Your scores on the five traits and their thirty facets, what each one means, and how you compare with other people who took the test.'
      }
      next={[
        {
          to: paths.playgroundHome,
          label: 'Find careers that fit',
          description: 'Use your report in the career playground',
        },
        { to: paths.personalityTest, label: 'Take the test again' },
      ]}
    />
  );
}
