import { screen } from '@testing-library/react';
import { runStories } from './run-stories';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

const played: string[] = [];

// A stories module as a screen lib would export it.
const greetingStories = {
  default: { title: 'Test/Greeting', component: Greeting, args: { name: 'Sam' } },
  Sam: {
    play: async () => {
      played.push('Sam');
      expect(screen.getByText('Hello, Sam')).toBeInTheDocument();
    },
  },
  Alex: {
    args: { name: 'Alex' },
    play: async () => {
      played.push('Alex');
      expect(screen.getByText('Hello, Alex')).toBeInTheDocument();
    },
  },
};

describe('runStories', () => {
  runStories(greetingStories);

  it('rendered each story with its args and ran its play function', () => {
    expect(played).toEqual(['Sam', 'Alex']);
  });

  it('refuses a module without stories, so a test file cannot pass by testing nothing', () => {
    expect(() => runStories({ default: { title: 'Test/Empty', component: Greeting } })).toThrow(
      'runStories: the module exports no stories.',
    );
  });
});
