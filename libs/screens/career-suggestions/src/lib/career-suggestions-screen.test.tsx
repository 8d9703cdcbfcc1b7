import { runStories } from '@pathwise/testing';
import * as stories from './career-suggestions-screen.stories';

runStories(stories);
