import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '../cn';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button';

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

/**
 * A link to another page of the app that looks like a button: the next step in a flow. It stays a
 * link to assistive technology and opens in a new tab like one. (`LinkButton` is the reverse: a
 * button that looks like a link.)
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, className, ...props },
  ref,
) {
  return <Link ref={ref} className={cn(buttonClasses({ variant, size }), className)} {...props} />;
});
