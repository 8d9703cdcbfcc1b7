import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function CareerDetailsScreen() {
  return (
    <ScreenIntro
      title="Career details"
      purpose={
        'What a career involves: its main tasks, skills, typical education and preparation, and how its interest profile compares with yours.'
      }
      next={[
        { to: paths.careerSuggestions, label: 'Back to your suggestions' },
        { to: paths.explorer, label: 'Browse every career' },
      ]}
    />
  );
}
