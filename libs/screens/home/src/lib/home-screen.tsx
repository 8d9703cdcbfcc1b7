import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function HomeScreen() {
  return (
    <ScreenIntro
      title="Find work that fits who you are"
      purpose={
        'Pathwise helps you understand your personality and interests, then find careers that suit them. It is for anyone choosing a path: at school, at college, in work or changing direction. Start with whichever feels right; both take about ten minutes.'
      }
      next={[
        {
          to: paths.personalityTest,
          label: 'Take the personality test',
          description: '120 short statements, about 10 minutes',
        },
        {
          to: paths.playgroundHome,
          label: 'Explore careers in the playground',
          description: 'Sort activity cards to find your interests',
        },
        {
          to: paths.v2,
          label: 'See the career experience',
          description: 'Search and browse every career',
        },
      ]}
    />
  );
}
