import { runStories } from '@pathwise/testing';
import * as stories from './educators-screen.stories';

runStories(stories);
