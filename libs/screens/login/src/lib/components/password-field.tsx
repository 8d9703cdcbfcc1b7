import { Button } from '@pathwise/ui';
import { forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide switch. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'addon'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        addon={
          <Button
            variant="secondary"
            className="h-11 shrink-0"
            aria-pressed={visible}
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Hide' : 'Show'}
          </Button>
        }
      />
    );
  },
);
