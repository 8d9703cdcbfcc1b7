import { type RefObject, useEffect, useEffectEvent } from 'react';
import { KEY_COMMANDS, type VoiceCommand } from './voice-commands';

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/**
 * Y / M / N answer and R / S repeat or skip, while focus is in the walk (or nowhere in
 * particular), so single letters never fire from other parts of the page; never while typing or
 * with a modifier, so browser shortcuts keep working.
 */
export function useAnswerKeys(
  scope: RefObject<HTMLElement | null>,
  onCommand: (command: VoiceCommand) => void,
) {
  const handle = useEffectEvent(onCommand);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (TYPING.has(target.tagName) || target.isContentEditable)) return;
      const inScope = !target || target === document.body || scope.current?.contains(target);
      if (!inScope) return;
      const command = KEY_COMMANDS[event.key.toLowerCase()];
      if (!command) return;
      event.preventDefault();
      handle(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [scope]);
}
