import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function HomepageV2Screen() {
  return (
    <ScreenIntro
      title="Explore careers with Pathwise"
      purpose={
        'Find careers that match what you enjoy. Tell us a little about yourself, sort some everyday activities, and we will suggest work that fits, drawn from the O*NET database of about 1,000 occupations.'
      }
      next={[
        {
          to: paths.playgroundHome,
          label: 'Start the career playground',
          description: 'Four short steps',
        },
        {
          to: paths.explorer,
          label: 'Browse every career',
          description: 'Search by title or interest',
        },
        { to: paths.onboarding, label: 'Answer a few questions first' },
      ]}
    />
  );
}
