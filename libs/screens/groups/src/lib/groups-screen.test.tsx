import { runStories } from '@pathwise/testing';
import * as stories from './groups-screen.stories';

runStories(stories);
