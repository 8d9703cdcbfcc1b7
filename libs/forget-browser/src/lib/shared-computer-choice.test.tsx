import { runStories } from '@pathwise/testing';
import * as stories from './shared-computer-choice.stories';

runStories(stories);
