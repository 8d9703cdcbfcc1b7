import { composeStories } from '@storybook/react-vite';
import { it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];

/**
 * Runs every story of a module as a unit test in jsdom: render plus play function, with the
 * workbench's global decorators. The same stories also run in Chromium through the Storybook project.
 */
export function runStories(module: StoriesModule): void {
  const stories = Object.entries(composeStories(module)) as [
    string,
    { run: () => Promise<void> },
  ][];
  if (stories.length === 0) throw new Error('runStories: the module exports no stories.');
  it.each(stories)('story %s renders and its play function passes', async (_name, story) => {
    await story.run();
  });
}
