/**
 * A story's `beforeEach` that gives the browser a navigator property (the share sheet, the
 * clipboard) for one story, or takes it away with `undefined`, and removes it after the story.
 */
export function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  return () => {
    Object.defineProperty(window.navigator, name, { value, configurable: true });
    return () => {
      delete (window.navigator as unknown as Record<string, unknown>)[name];
    };
  };
}
