import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cn } from '../cn';

/** The look of a link in running text, for an action that stays on the page. */
export const linkClasses = 'text-primary underline underline-offset-2 hover:no-underline';

export type LinkButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** A button that reads like a link: for small actions inside a sentence (undo, show more). */
export const LinkButton = forwardRef<HTMLButtonElement, LinkButtonProps>(function LinkButton(
  { className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={cn(linkClasses, className)} {...props} />;
});
