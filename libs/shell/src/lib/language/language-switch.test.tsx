import { runStories } from '@pathwise/testing';
import * as stories from './language-switch.stories';

runStories(stories);
