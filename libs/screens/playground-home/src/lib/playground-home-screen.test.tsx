import { runStories } from '@pathwise/testing';
import * as stories from './playground-home-screen.stories';

runStories(stories);
