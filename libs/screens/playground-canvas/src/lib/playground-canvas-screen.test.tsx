import { runStories } from '@pathwise/testing';
import * as stories from './playground-canvas-screen.stories';

runStories(stories);
