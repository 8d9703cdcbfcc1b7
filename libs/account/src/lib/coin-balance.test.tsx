import { runStories } from '@pathwise/testing';
import * as stories from './coin-balance.stories';

runStories(stories);
