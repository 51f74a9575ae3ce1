import type { RefObject } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog';

interface CalendarPanelModalProps {
  open: boolean;
  onClose(): void;
  /** The side column's calendar, a <dialog> shown as a modal only on narrow screens. */
  panelRef: RefObject<HTMLDialogElement | null>;
}

/**
 * What makes the narrow screens' calendar panel modal, as the drawer is (use-modal-dialog). Renders
 * nothing; its code loads when the panel is first opened, so the first screen does not pay for it.
 */
export function CalendarPanelModal({ open, onClose, panelRef }: CalendarPanelModalProps) {
  useModalDialog(open, panelRef, onClose);
  return null;
}
