import { runStories } from '@pathwise/testing';
import * as stories from './group-view-screen.stories';

runStories(stories);
