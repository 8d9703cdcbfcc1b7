import { runStories } from '@pathwise/testing';
import * as stories from './login-screen.stories';

runStories(stories);
