import { paths } from '@pathwise/routes';
import { ScreenIntro } from '@pathwise/ui';

export function CareerSuggestionsScreen() {
  return (
    <ScreenIntro
      title="Careers that fit you"
      purpose={
        'Careers ranked by how well they match your interests, with the reasons for each match. Filter by how much preparation you would take on, and save the ones you like.'
      }
      next={[
        { to: paths.explorer, label: 'Browse every career' },
        { to: paths.playgroundResult, label: 'Back to your interest profile' },
        { to: paths.favourites, label: 'Your saved careers' },
      ]}
    />
  );
}
