// No zod here: browser code checks codes without the schemas.

/** An O*NET-SOC occupation code such as 15-1252.00. */
export const CAREER_CODE_PATTERN = /^\d{2}-\d{4}\.\d{2}$/;
