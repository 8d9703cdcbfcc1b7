import { runStories } from '@pathwise/testing';
import * as stories from './onboarding-data-screen.stories';

runStories(stories);
