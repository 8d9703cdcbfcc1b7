import { runStories } from '@pathwise/testing';
import * as stories from './group-join-screen.stories';

runStories(stories);
