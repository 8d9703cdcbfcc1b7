import { useLingui } from '@lingui/react/macro';
import { TextField } from '@pathwise/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { QUERY_MAX_LENGTH } from '../explorer-params';

/** How long typing pauses before the search follows: short enough to feel immediate. */
export const SEARCH_DELAY_MS = 150;

type SearchBoxProps = {
  /** The search in the address when the box appears. */
  initial: string;
  /** The trimmed text, once typing pauses (or at once on Enter). */
  onSearch: (q: string) => void;
};

/**
 * The search field. Its text is its own state, so a keystroke redraws only the field; the address
 * and the list follow once typing pauses.
 */
export function SearchBox({ initial, onSearch }: SearchBoxProps) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const search = useEffectEvent(onSearch);
  const field = useRef<HTMLInputElement>(null);

  // Words typed into the page the build rendered, before its code was there, are kept: the search
  // follows them once the app is running.
  const typedEarly = useEffectEvent(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
  });
  useEffect(() => typedEarly(), []);

  useEffect(() => {
    const timer = setTimeout(() => search(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      ref={field}
      label={t`Search careers`}
      hint={t`A job title or another name for it. Small typos are fine.`}
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch(text.trim());
        }
      }}
      maxLength={QUERY_MAX_LENGTH}
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
    />
  );
}
