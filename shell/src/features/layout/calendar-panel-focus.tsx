import { useEffect, type RefObject } from 'react';
import { useDismiss } from '../../components/use-dismiss';
import { useFocusTrap } from '../../components/use-focus-trap';

interface CalendarPanelFocusProps {
  open: boolean;
  onClose(): void;
  panelRef: RefObject<HTMLElement | null>;
  /** The header's Calendar button: focus returns there when the panel closes. */
  openerRef: RefObject<HTMLElement | null>;
  /** Where focus goes when the panel opens. */
  firstRef: RefObject<HTMLElement | null>;
}

/**
 * What makes the narrow screens' calendar panel modal, as the drawer is: focus moves in when it
 * opens, stays inside while it is open, and Esc or a click outside closes it. Renders nothing; its
 * code loads when the panel is first opened, so the first screen does not pay for it.
 */
export function CalendarPanelFocus({
  open,
  onClose,
  panelRef,
  openerRef,
  firstRef,
}: CalendarPanelFocusProps) {
  useDismiss(open, onClose, panelRef, openerRef);
  useFocusTrap(open, panelRef);
  useEffect(() => {
    if (open) firstRef.current?.focus();
  }, [open, firstRef]);
  return null;
}
