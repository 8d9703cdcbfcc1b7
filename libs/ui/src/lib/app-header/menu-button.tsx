import { type ReactNode, Suspense, lazy, useId, useRef, useState } from 'react';
import { cn } from '../cn';
import { BARS, ICON_BUTTON, LineIcon } from './line-icon';
import type { NavItem } from './nav-list';

const MenuSheet = lazy(() => import('./menu-sheet'));

export type MenuButtonProps = {
  navigation: NavItem[];
  settings?: ReactNode;
  className?: string;
};

/** The phone header's menu button and the menu it opens (whose code loads on the first press). */
export function MenuButton({ navigation, settings, className }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
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
            id={id}
            open={open}
            onOpenChange={setOpen}
            opener={button}
            navigation={navigation}
            settings={settings}
          />
        </Suspense>
      )}
    </>
  );
}
