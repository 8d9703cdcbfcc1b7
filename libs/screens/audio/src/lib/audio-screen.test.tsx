import { runStories } from '@pathwise/testing';
import * as stories from './audio-screen.stories';

runStories(stories);
