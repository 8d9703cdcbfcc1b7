import { z } from 'zod/mini';

/** The shape of a profile id in the address, as the API accepts it; anything else is not a profile. */
const profileIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/));

/** The address `/v2/pg-profile/me` always means the signed-in person's own profile. */
export const OWN_PROFILE_ALIAS = 'me';

export type ProfileTarget = { kind: 'own' } | { kind: 'other'; id: string } | { kind: 'invalid' };

/** Whose profile an address shows: one's own (by uid or "me"), someone else's, or nobody's. */
export function profileTarget(id: string | undefined, ownUid: string): ProfileTarget {
  if (id === OWN_PROFILE_ALIAS || id === ownUid) return { kind: 'own' };
  const parsed = profileIdSchema.safeParse(id);
  return parsed.success ? { kind: 'other', id: parsed.data } : { kind: 'invalid' };
}
