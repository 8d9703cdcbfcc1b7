import { useLingui } from '@lingui/react/macro';
import { forwardRef, useState } from 'react';
import { Button } from '../button/button';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'addon'>;

/** A password input with a button beside it that shows or hides what was typed. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    const { t } = useLingui();
    return (
      <TextField
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        addon={
          <Button
            variant="secondary"
            className="min-h-11 shrink-0"
            aria-pressed={visible}
            aria-label={visible ? t`Hide password` : t`Show password`}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? t`Hide` : t`Show`}
          </Button>
        }
      />
    );
  },
);
