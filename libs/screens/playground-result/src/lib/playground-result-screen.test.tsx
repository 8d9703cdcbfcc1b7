import { runStories } from '@pathwise/testing';
import * as stories from './playground-result-screen.stories';

runStories(stories);
