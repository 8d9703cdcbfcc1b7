/** The shape of a share id; kept free of zod so screens can check a link without loading it. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
