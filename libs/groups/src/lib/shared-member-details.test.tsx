import { runStories } from '@pathwise/testing';
import * as stories from './shared-member-details.stories';

runStories(stories);
