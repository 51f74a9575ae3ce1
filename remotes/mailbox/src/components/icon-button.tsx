import type { ReactNode } from 'react';
import './icon-button.css';

export interface IconButtonProps {
  /** The accessible name (also the tooltip). */
  label: string;
  onClick?(): void;
  /** 'submit' inside a form. */
  type?: 'button' | 'submit';
  disabled?: boolean;
  children: ReactNode;
}

/** A round button showing only an icon. */
export function IconButton({
  label,
  onClick,
  type = 'button',
  disabled = false,
  children,
}: IconButtonProps) {
  return (
    <button
      type={type}
      className="mb-icon-button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
