/** The header's small line drawings (the menu's bars and its close cross), beside an accessible name. */
export function LineIcon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      className="size-5"
    >
      <path d={d} />
    </svg>
  );
}

export const BARS = 'M4 7h16M4 12h16M4 17h16';
export const CROSS = 'M6 6l12 12M18 6L6 18';

/** The look of the menu button and of the menu's close button, so one stands where the other was. */
export const ICON_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-lg border border-border hover:bg-muted';
