/** RTK Query errors arrive as `{ status, data: { code, detail } }`; read them without trusting the shape. */
function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

export function errorStatus(error: unknown): unknown {
  return field(error, 'status');
}

export function errorCode(error: unknown): string | undefined {
  const code = field(field(error, 'data'), 'code');
  return typeof code === 'string' ? code : undefined;
}

/**
 * A share link that leads nowhere: revoked, never valid, or malformed. These all look the same to
 * the viewer, so nobody learns whether a link once worked.
 */
export function isUnavailableShare(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}
