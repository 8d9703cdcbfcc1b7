import { runStories } from '@pathwise/testing';
import * as stories from './explorer-screen.stories';

runStories(stories);
