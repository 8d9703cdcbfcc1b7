import { runStories } from '@pathwise/testing';
import * as stories from './listen-button.stories';

runStories(stories);
