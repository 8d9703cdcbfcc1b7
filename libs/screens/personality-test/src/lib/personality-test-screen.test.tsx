import { runStories } from '@pathwise/testing';
import * as stories from './personality-test-screen.stories';

runStories(stories);
