import { OnetAttribution } from '@pathwise/ui';
import { CareerSearch } from './components/career-search';
import { InterestAreas } from './components/interest-areas';
import { PlaygroundSteps } from './components/playground-steps';

/** The start of the career experience: search, the playground's steps, and careers by interest. */
export function HomepageV2Screen() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        Explore careers with Pathwise
      </h1>
      <p className="selectable mt-4 text-lg text-muted-foreground">
        Find careers that match what you enjoy. Search for a job you have in mind, browse by
        interest, or take the playground&apos;s four short steps and we will suggest work that fits,
        from the O*NET database of about 1,000 occupations.
      </p>
      <CareerSearch />
      <PlaygroundSteps />
      <InterestAreas />
      <OnetAttribution className="mt-10" />
    </div>
  );
}
