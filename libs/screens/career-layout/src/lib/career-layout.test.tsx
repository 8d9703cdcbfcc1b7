import { runStories } from '@pathwise/testing';
import * as stories from './career-layout.stories';

runStories(stories);
