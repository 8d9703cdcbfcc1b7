import { runStories } from '@pathwise/testing';
import * as stories from './profile-screen.stories';

runStories(stories);
