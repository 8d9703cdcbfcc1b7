import { runStories } from '@pathwise/testing';
import * as stories from './career-details-screen.stories';

runStories(stories);
