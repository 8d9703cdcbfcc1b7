import { runStories } from '@pathwise/testing';
import * as stories from './onboarding-screen.stories';

runStories(stories);
