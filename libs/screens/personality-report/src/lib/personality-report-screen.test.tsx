import { runStories } from '@pathwise/testing';
import * as stories from './personality-report-screen.stories';

runStories(stories);
