import { runStories } from '@pathwise/testing';
import * as stories from './forget-this-browser.stories';

runStories(stories);
