import { runStories } from '@pathwise/testing';
import * as stories from './home-screen.stories';

runStories(stories);
