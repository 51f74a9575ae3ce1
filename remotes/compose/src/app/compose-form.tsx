import { useCallback, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { requestAccess, useAccess } from '@mail/auth';
import { publish, useShortcuts } from '@mail/event-bus';
import type { SentMessage } from '@mail/gmail-client/drafts';
import { FORM_SHORTCUTS, handleFormShortcut } from '../lib/form-shortcuts';
import { AttachmentList } from '../features/attachments/components/attachment-list';
import { UndoDelayChoice } from '../features/compose-form/undo-send/undo-delay-choice';
import {
  RichTextEditor,
  type RichTextEditorHandle,
} from '../features/editor/components/rich-text-editor';
import { RecipientInput } from '../features/recipients/components/recipient-input';
import { useSearchContacts } from '../features/recipients/hooks/use-contact-search';
import { useCorrespondents } from '../features/recipients/hooks/use-correspondents';
import { useSendDraft } from '../features/compose-form/hooks/use-send-draft';
import { imagesLeftOutNote } from '../features/compose-form/utils/quoted-inline-images';
import { fileAttachment, type ComposeDraft } from '@mail/drafts';
import './compose-form.css';

export interface ComposeFormProps {
  initialDraft: ComposeDraft;
  /** Every change of the draft, to keep it on the device and in Gmail Drafts. */
  onDraftChange(draft: ComposeDraft): void;
  /** Before a send: the Gmail draft's id once no update is under way (see DraftSession). */
  settleGmailDraft(): Promise<string | undefined>;
  /** Gmail's answer once the message is sent. */
  onSent(sent: SentMessage): void;
  /** Discard draft: the editor deletes the draft (device and Gmail, with Undo) and closes. */
  onDiscard(): void;
  /** Where the cursor starts: To for a new message, the body for a reply, none for a restored reply. */
  initialFocus: 'to' | 'body' | 'none';
  /** The popup's Undo send: takes over a checked draft (true), or lets it go at once (false). */
  sendLater?(draft: ComposeDraft): boolean;
  /** What the editor says above the fields (another tab changed the draft). */
  notice?: ReactNode;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');
const showError = (message: string) => publish({ type: 'alert/show', kind: 'error', message });
const allowContacts = () => requestAccess('contacts');

/**
 * To, Cc, Bcc (shown on request), Subject, the rich-text body, attachments and Send: the one form of the compose popup and
 * the reply editor. Files dropped on it are attached (images dropped on the body go inline instead).
 */
export function ComposeForm({
  initialDraft,
  onDraftChange,
  settleGmailDraft,
  onSent,
  onDiscard,
  initialFocus,
  sendLater,
  notice,
}: ComposeFormProps) {
  useShortcuts('Compose', FORM_SHORTCUTS);
  const [draft, setDraft] = useState(initialDraft);
  // The keys and the Send button act on what is on screen, even between two renders.
  const latest = useRef(draft);
  const update = useCallback(
    (change: Partial<ComposeDraft>) => {
      latest.current = { ...latest.current, ...change };
      setDraft(latest.current);
      onDraftChange(latest.current);
    },
    [onDraftChange],
  );
  const known = useCorrespondents();
  const contactsAllowed = useAccess('contacts');
  const searchContacts = useSearchContacts(contactsAllowed);
  const contactProps = {
    known,
    searchContacts,
    onAllowContacts: contactsAllowed ? undefined : allowContacts,
  };
  const { send, sending } = useSendDraft(onSent, settleGmailDraft, sendLater);
  const toRef = useRef<HTMLInputElement>(null);
  const ccRef = useRef<HTMLInputElement>(null);
  const bccRef = useRef<HTMLInputElement>(null);
  // Hidden until asked for, as in Gmail; a draft that has Bcc recipients opens with it.
  const [bccShown, setBccShown] = useState(Boolean(initialDraft.bcc?.length));
  const showBcc = () => {
    flushSync(() => setBccShown(true));
    bccRef.current?.focus();
  };
  const subjectRef = useRef<HTMLInputElement>(null);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);

  const attachFiles = useCallback(
    (files: File[]) =>
      update({ attachments: [...latest.current.attachments, ...files.map(fileAttachment)] }),
    [update],
  );
  const sendNow = () => {
    // Text typed in To or Cc becomes a chip when the field is left: leave it before sending.
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active.getAttribute('role') === 'combobox')
      active.blur();
    void send(latest.current);
  };

  return (
    <form
      className="cp-form"
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        sendNow();
      }}
      onKeyDown={(event) =>
        handleFormShortcut(event, {
          send: sendNow,
          focusTo: () => toRef.current?.focus(),
          focusCc: () => ccRef.current?.focus(),
          focusSubject: () => subjectRef.current?.focus(),
        })
      }
      onDragOver={(event) => {
        if (hasFiles(event)) event.preventDefault();
      }}
      onDrop={(event) => {
        if (event.defaultPrevented || !hasFiles(event)) return;
        event.preventDefault();
        attachFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {notice}
      <RecipientInput
        label="To"
        chips={draft.to}
        onChange={(to) => update({ to })}
        {...contactProps}
        trailing={
          !bccShown && (
            <button type="button" className="cp-form__reveal" onClick={showBcc}>
              Bcc
            </button>
          )
        }
        inputRef={(element) => {
          toRef.current = element;
          if (element && initialFocus === 'to' && !element.dataset.focused) {
            element.dataset.focused = 'true';
            element.focus();
          }
        }}
      />
      <RecipientInput
        label="Cc"
        chips={draft.cc}
        onChange={(cc) => update({ cc })}
        {...contactProps}
        inputRef={ccRef}
      />
      {bccShown && (
        <RecipientInput
          label="Bcc"
          chips={draft.bcc ?? []}
          onChange={(bcc) => update({ bcc })}
          {...contactProps}
          inputRef={bccRef}
        />
      )}
      <input
        ref={subjectRef}
        className="cp-form__subject"
        aria-label="Subject"
        placeholder="Subject"
        value={draft.subject}
        onChange={(event) => update({ subject: event.target.value })}
      />
      <RichTextEditor
        label="Message body"
        initialHtml={initialDraft.html}
        onChange={(html, text) => update({ html, text })}
        onAttachFiles={attachFiles}
        onError={showError}
        editorRef={(handle) => {
          editorRef.current = handle;
          if (handle && initialFocus === 'body') handle.focus();
        }}
      />
      {(initialDraft.quotedImagesLeftOut ?? 0) > 0 && (
        <p className="cp-form__note" role="note">
          {imagesLeftOutNote(initialDraft.quotedImagesLeftOut ?? 0)}
        </p>
      )}
      <AttachmentList
        attachments={draft.attachments}
        onRemove={(id) =>
          update({ attachments: latest.current.attachments.filter((item) => item.id !== id) })
        }
      />
      <footer className="cp-form__footer">
        <button type="submit" className="cp-form__send" disabled={sending}>
          Send
        </button>
        <button
          type="button"
          className="cp-form__attach"
          onClick={() => fileInputRef.current?.click()}
        >
          Attach files
        </button>
        <input
          ref={fileInputRef}
          type="file"
          multiple
          hidden
          aria-label="Attach files"
          onChange={(event) => {
            attachFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        {sendLater && <UndoDelayChoice />}
        <button type="button" className="cp-form__cancel" onClick={onDiscard}>
          Discard draft
        </button>
      </footer>
      {sending && (
        <div className="cp-form__sending" role="status">
          <span className="spinner" aria-hidden="true" />
          Sending…
        </div>
      )}
    </form>
  );
}
