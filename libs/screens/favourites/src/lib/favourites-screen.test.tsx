import { runStories } from '@pathwise/testing';
import * as stories from './favourites-screen.stories';

runStories(stories);
