import type { ComposePopupProps } from '@mail/contracts';

export default function ComposePopup(_props: ComposePopupProps) {
  return null;
}
