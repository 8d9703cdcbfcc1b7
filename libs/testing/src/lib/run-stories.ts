import { composeStories } from '@storybook/react-vite';
import { afterAll, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];

/**
 * Runs every story of a module as a unit test in jsdom: render plus play function, with the
 * workbench's global decorators. The same stories also run in Chromium through the Storybook project.
 */
export function runStories(module: StoriesModule): void {
  const stories = Object.entries(composeStories(module)) as [
    string,
    { run: () => Promise<void>; load: () => Promise<void> },
  ][];
  if (stories.length === 0) throw new Error('runStories: the module exports no stories.');
  it.each(stories)('story %s renders and its play function passes', async (_name, story) => {
    await story.run();
  });
  // Storybook unmounts a composed story only when the next one starts (`load` runs those
  // cleanups): unmount the last one before jsdom goes, so an answer arriving late (a retry, a
  // refetch) can't make React render into a torn-down window ("window is not defined").
  afterAll(async () => {
    await stories[0]![1].load();
  });
}
