import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ButtonLink } from '../button/button-link';
import { PageFrame } from '../page-frame/page-frame';

export type FlowLink = { to: string; label: string; description?: string };

export type ScreenIntroProps = {
  title: string;
  purpose: ReactNode;
  /** The screens before and after this one in the person's journey. */
  next?: FlowLink[];
  children?: ReactNode;
};

/** A screen's heading, what it is for, and the ways on from it. */
export function ScreenIntro({ title, purpose, next = [], children }: ScreenIntroProps) {
  const { t } = useLingui();
  const nextHeading = t`Where to next`;
  return (
    <PageFrame title={title} intro={purpose}>
      {children && <div className="mt-8">{children}</div>}
      {next.length > 0 && (
        <nav aria-label={nextHeading} className="mt-10">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {nextHeading}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {next.map((link, index) => (
              <li key={link.to}>
                <ButtonLink
                  to={link.to}
                  variant={index === 0 ? 'primary' : 'secondary'}
                  size="lg"
                  className="h-auto w-full flex-col items-start py-3 text-start"
                >
                  <span>{link.label}</span>
                  {link.description && (
                    <span className="text-sm font-normal opacity-80">{link.description}</span>
                  )}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </PageFrame>
  );
}
