import { runStories } from '@pathwise/testing';
import * as stories from './dashboard-screen.stories';

runStories(stories);
