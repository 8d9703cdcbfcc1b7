import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function ExplorerScreen() {
  return (
    <ScreenIntro
      title="Explore every career"
      purpose={
        'Every career in the O*NET database, searchable by title and filterable by interest area and how much preparation it takes.'
      }
      next={[
        { to: paths.careerSuggestions, label: 'Careers that fit you' },
        { to: paths.playgroundHome, label: 'Find your interests first' },
      ]}
    />
  );
}
