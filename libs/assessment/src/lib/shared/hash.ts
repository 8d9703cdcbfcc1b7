/**
 * 32-bit FNV-1a over the UTF-16 code units of a string, as 8 hex digits. Used to derive ids from
 * content, so an id stays the same across imports and row orders. Not for security.
 */
export function fnv1a32(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
