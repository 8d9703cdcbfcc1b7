import { runStories } from '@pathwise/testing';
import * as stories from './account-menu.stories';

runStories(stories);
