import { runStories } from '@pathwise/testing';
import * as stories from './privacy-screen.stories';

runStories(stories);
