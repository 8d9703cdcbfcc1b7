import { runStories } from '@pathwise/testing';
import * as stories from './playground-layout.stories';

runStories(stories);
