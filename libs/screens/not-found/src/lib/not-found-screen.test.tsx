import { runStories } from '@pathwise/testing';
import * as stories from './not-found-screen.stories';

runStories(stories);
