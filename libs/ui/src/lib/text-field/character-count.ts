/** What a character count says: how many of the most allowed, or how many too many. */
export function characterCountText(length: number, max: number): string {
  if (length <= max) return `${length} of ${max} characters`;
  const over = length - max;
  return `${over} ${over === 1 ? 'character' : 'characters'} too many`;
}
