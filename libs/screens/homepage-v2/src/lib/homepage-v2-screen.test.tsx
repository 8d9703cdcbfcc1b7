import { runStories } from '@pathwise/testing';
import * as stories from './homepage-v2-screen.stories';

runStories(stories);
