import { runStories } from '@pathwise/testing';
import * as stories from './saved-in-browser.stories';

runStories(stories);
