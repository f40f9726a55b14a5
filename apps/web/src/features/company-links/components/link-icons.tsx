import type { ReactNode } from 'react';

/** A 16 px stroke icon, hidden from screen readers: its button or wrapper carries the name. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Opens the other company's read-only view. */
export function ViewIcon() {
  return (
    <Icon>
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}

/** Detail/edit: the users of the other company. */
export function UsersIcon() {
  return (
    <Icon>
      <circle cx="9" cy="8" r="4" />
      <path d="M1 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1" />
      <path d="M17 4a4 4 0 0 1 0 8M23 21v-1a6 6 0 0 0-4-5.6" />
    </Icon>
  );
}

/** Accept (answer) a received request. */
export function AcceptIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </Icon>
  );
}

/** An accepted received request. */
export function CheckedIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path
        d="m7.5 12 3 3 6-6.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Delete a request. */
export function DeleteIcon() {
  return (
    <Icon>
      <path d="M3 6h18M8 6V4h8v2M6 6l1 15h10l1-15M10 11v6M14 11v6" />
    </Icon>
  );
}

/** Copy to the clipboard. */
export function CopyIcon() {
  return (
    <Icon>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </Icon>
  );
}
