import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function DashboardScreen() {
  return (
    <ScreenIntro
      title="Your dashboard"
      purpose={
        'Everything in one place: your progress, your personality summary and interest profile, the careers that fit you best, and what to do next.'
      }
      next={[
        { to: paths.personalityTest, label: 'Personality test' },
        { to: paths.playgroundHome, label: 'Career playground' },
        { to: paths.favourites, label: 'Saved careers' },
      ]}
    />
  );
}
