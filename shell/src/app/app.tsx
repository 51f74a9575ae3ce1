import { BrowserRouter, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import type { RuntimeConfig } from '@mail/contracts';
import { RemoteSlot } from '../federation/remote-slot';

function MailboxRoute() {
  const navigate = useNavigate();
  return (
    <RemoteSlot
      id="mailbox/Mailbox"
      label="The mailbox"
      props={{ onOpenThread: (threadId, messageId) => navigate(`/email/${threadId}/${messageId}`) }}
    />
  );
}

function ConversationRoute() {
  const { threadId = '', messageId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <RemoteSlot
      id="conversation/Conversation"
      label="The conversation"
      props={{ threadId, messageId, onBack: () => navigate('/') }}
    />
  );
}

export function App(_props: { config: RuntimeConfig }) {
  return (
    <BrowserRouter>
      <div className="layout">
        <aside className="layout__side">
          <RemoteSlot
            id="calendar/DayCalendar"
            label="The calendar"
            props={{ onOpenMonth: () => undefined }}
          />
        </aside>
        <main className="layout__main">
          <Routes>
            <Route path="/" element={<MailboxRoute />} />
            <Route path="/email/:threadId/:messageId" element={<ConversationRoute />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </main>
      </div>
    </BrowserRouter>
  );
}
