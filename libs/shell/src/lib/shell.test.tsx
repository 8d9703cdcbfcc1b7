import { runStories } from '@pathwise/testing';
import * as stories from './shell.stories';

runStories(stories);
