// The mini build of zod: classic zod's string methods keep every format check in the shared
// chunk that other routes load too.
import { t } from '@lingui/core/macro';
import { DISPLAY_NAME_MAX_LENGTH } from '@pathwise/contract';
import { z } from 'zod/mini';

// Each message is worded when a check fails, so it is in the reader's language.
const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: () => t`Enter your email address.` }),
    z.email({ error: () => t`That does not look like an email address.` }),
  );

const max = DISPLAY_NAME_MAX_LENGTH;

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, { error: () => t`Enter your password.` })),
});

export const signUpSchema = z.object({
  displayName: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(max, { error: () => t`Keep your name to ${max} characters or fewer.` }),
      ),
  ),
  email,
  password: z
    .string()
    .check(
      z.minLength(8, { error: () => t`Use at least 8 characters.` }),
      z.maxLength(128, { error: () => t`Use at most 128 characters.` }),
    ),
});

export const resetSchema = z.object({ email });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type ResetValues = z.infer<typeof resetSchema>;
