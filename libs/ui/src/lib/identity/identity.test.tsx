import { composeStories } from '@storybook/react-vite';
import * as stories from './identity.stories';

// runStories lives in @pathwise/testing, which builds on this library; composing here avoids a cycle.
const composed = Object.entries(composeStories(stories));

it.each(composed)('story %s renders and its play function passes', async (_name, story) => {
  await story.run();
});
