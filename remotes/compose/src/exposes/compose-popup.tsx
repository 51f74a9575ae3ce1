import type { ComposePopupProps } from '@mail/contracts';

export default function ComposePopup({ request, onClose }: ComposePopupProps) {
  return (
    <section aria-label="New Message" data-compose-mode={request.mode}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
