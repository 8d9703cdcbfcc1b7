/**
 * The rules of groups, without zod, so screens can use them without loading the schemas.
 *
 * A group's code is six characters from an alphabet without look-alikes (no 0/O, 1/I/L), so a
 * counsellor can write it on a board and a student can type it: 31^6, about 890 million codes.
 */
export const GROUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GROUP_CODE_LENGTH = 6;
export const GROUP_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;

/** Turns what someone typed ("k7p 3qx") into a code to look up, or null when it can't be one. */
export function readGroupCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return GROUP_CODE_PATTERN.test(code) ? code : null;
}

export const GROUP_LIMITS = {
  /** Open groups one person may have made at once. */
  openGroupsMade: 20,
  /** Members of one group: a few classes. */
  members: 200,
  /** Groups one person may be in at once. */
  groupsJoined: 20,
  /** The longest group name, in characters. */
  nameLength: 80,
  /** The furthest end date, in days from today. */
  endWithinDays: 366,
  /** How many of a member's careers the group sees, when they share them. */
  topCareers: 10,
} as const;

/**
 * What a member may show a group, each chosen on its own; nothing is shown unless chosen.
 * The order is the order they are offered in.
 */
export const GROUP_SHARES = [
  'progress',
  'interestCode',
  'topCareers',
  'savedCareers',
  'personality',
] as const;
export type GroupShare = (typeof GROUP_SHARES)[number];
