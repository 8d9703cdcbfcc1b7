// The mini build of zod: classic zod's string methods keep every format check in the shared
// chunk that other routes load too.
import { DISPLAY_NAME_MAX_LENGTH } from '@pathwise/contract';
import { z } from 'zod/mini';

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your email address.'),
    z.email('That does not look like an email address.'),
  );

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Enter your password.')),
});

export const signUpSchema = z.object({
  displayName: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          DISPLAY_NAME_MAX_LENGTH,
          `Keep your name to ${DISPLAY_NAME_MAX_LENGTH} characters or fewer.`,
        ),
      ),
  ),
  email,
  password: z
    .string()
    .check(
      z.minLength(8, 'Use at least 8 characters.'),
      z.maxLength(128, 'Use at most 128 characters.'),
    ),
});

export const resetSchema = z.object({ email });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type ResetValues = z.infer<typeof resetSchema>;
