import { type ClassValue, clsx } from 'clsx';

/** Joins class names, skipping falsy ones. */
export const cn = (...classes: ClassValue[]) => clsx(classes);
