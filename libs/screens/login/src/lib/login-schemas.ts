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

/**
 * The password check with its list of leaked passwords (some 200 KB): fetched only for creating an
 * account, from the moment the password field is first used.
 */
export const loadPasswordCheck = () => import('./password-strength');

export const signUpSchema = z
  .object({
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
  })
  .check(
    z.refine(
      async ({ password, email, displayName }) => {
        // Without the list (no connection just then) the password is not held up: the account
        // can't be made offline anyway, and the next try checks it.
        const check = await loadPasswordCheck().catch(() => null);
        return !check?.isGuessable(password, [email, displayName ?? '']);
      },
      {
        path: ['password'],
        error: () =>
          t`Lots of people use that password, or it is easy to guess from your name or email. Try three or four words that don't usually go together.`,
      },
    ),
  );

export const resetSchema = z.object({ email });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type ResetValues = z.infer<typeof resetSchema>;
