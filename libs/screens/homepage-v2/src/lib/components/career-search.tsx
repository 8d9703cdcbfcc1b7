import { Button } from '@pathwise/ui';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, explorerHref } from '../explorer-href';

/** The explorer's search box: the search itself happens on the explorer, with the text in its address. */
export function CareerSearch() {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(explorerHref(text));
  };

  return (
    <form role="search" onSubmit={submit} className="mt-8">
      <label htmlFor={id} className="block font-medium">
        Search careers
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        A job title or another name for it. Small typos are fine.
      </p>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-hint`}
          className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-base text-surface-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        <Button type="submit" className="h-11">
          Search
        </Button>
      </div>
    </form>
  );
}
