import { Trans, useLingui } from '@lingui/react/macro';
import { readGroupCode } from '@pathwise/contract';
import { joinGroupHref } from '@pathwise/routes';
import { Button, Card, TextField, TitledSection } from '@pathwise/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Typing the code a teacher wrote on the board: spaces, dashes and small letters are fine. */
export function JoinByCode() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <TitledSection title={t`Join a group`}>
      <Card className="mt-4">
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const code = readGroupCode(typed);
            if (code) void navigate(joinGroupHref(code));
            else setError(t`A group code has 6 letters and numbers, such as K7P3QX.`);
          }}
        >
          <TextField
            label={t`Group code`}
            hint={t`From your teacher, counsellor or group leader.`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="min-w-0 flex-1"
            value={typed}
            error={error}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit">
            <Trans>Find the group</Trans>
          </Button>
        </form>
      </Card>
    </TitledSection>
  );
}
