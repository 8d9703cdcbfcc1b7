import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense, lazy, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { cn } from '../cn';
import { BARS, CROSS, ICON_BUTTON, LineIcon } from './line-icon';
import { type NavItem, NavList } from './nav-list';

const MenuSheet = lazy(() => import('./menu-sheet'));

/** The menu panel's id. A fixed one: the page has one header, and the id must match its prerendered HTML. */
const MENU_ID = 'site-menu';

export type MenuButtonProps = {
  navigation: NavItem[];
  settings?: ReactNode;
  className?: string;
};

/** The phone header's menu button and the menu it opens (whose code loads on the first press). */
export function MenuButton({ navigation, settings, className }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const followed = useRef(false);
  const { pathname } = useLocation();
  const { t } = useLingui();
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t`Menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
        className={cn(ICON_BUTTON, className)}
      >
        <LineIcon d={BARS} />
      </button>
      {pressed && (
        <Suspense fallback={null}>
          <MenuSheet
            id={MENU_ID}
            open={open}
            onOpenChange={setOpen}
            onClosed={() => {
              // Back to the menu button, unless a followed link's new page has taken focus.
              if (!followed.current) button.current?.focus();
              followed.current = false;
            }}
            // Where the menu button was, so the menu closes from the same spot.
            closeButton={
              <button
                type="button"
                aria-label={t`Close`}
                className={cn(ICON_BUTTON, 'absolute top-1.5 inset-e-4')}
              >
                <LineIcon d={CROSS} />
              </button>
            }
          >
            <NavList
              items={navigation}
              layout="menu"
              onFollow={(to) => {
                followed.current = to !== pathname;
                setOpen(false);
              }}
            />
            {settings}
          </MenuSheet>
        </Suspense>
      )}
    </>
  );
}
