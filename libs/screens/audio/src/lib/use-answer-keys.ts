import { useEffect } from 'react';
import { KEY_COMMANDS, type VoiceCommand } from './voice-commands';

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/**
 * Y / M / N answer and R / S repeat or skip, from anywhere on the page except while typing in a
 * field or choosing from a list, and never with a modifier (so browser shortcuts keep working).
 */
export function useAnswerKeys(enabled: boolean, onCommand: (command: VoiceCommand) => void) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (TYPING.has(target.tagName) || target.isContentEditable)) return;
      const command = KEY_COMMANDS[event.key.toLowerCase()];
      if (!command) return;
      event.preventDefault();
      onCommand(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, onCommand]);
}
