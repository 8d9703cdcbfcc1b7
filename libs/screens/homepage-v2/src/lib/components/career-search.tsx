import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@pathwise/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, explorerHref } from '../explorer-href';

/** The explorer's search box: the search itself happens on the explorer, with the text in its address. */
export function CareerSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(explorerHref(text));
  };

  return (
    <form role="search" onSubmit={submit} className="mt-8">
      <TextField
        label={t`Search careers`}
        hint={t`A job title or another name for it. Small typos are fine.`}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        addon={
          <Button type="submit" className="min-h-11 shrink-0">
            <Trans>Search</Trans>
          </Button>
        }
      />
    </form>
  );
}
