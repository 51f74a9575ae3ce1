export interface RawMessageSpec {
  from?: string;
  to?: string;
  cc?: string;
  bcc?: string;
  subject?: string;
  date?: Date;
  messageId?: string;
  inReplyTo?: string;
  references?: string;
  text?: string;
  attachment?: { filename: string; contentType: string; data: Buffer };
}

/** A small RFC 5322 message written by hand (CRLF line ends), for feeding the API in tests. */
export function rawMessage(spec: RawMessageSpec): string {
  const headers: string[] = [];
  const add = (name: string, value: string | undefined): void => {
    if (value !== undefined) headers.push(`${name}: ${value}`);
  };
  add('From', spec.from ?? 'Sender <sender@example.com>');
  add('To', spec.to);
  add('Cc', spec.cc);
  add('Bcc', spec.bcc);
  add('Subject', spec.subject ?? 'Test message');
  add('Date', spec.date?.toUTCString());
  add('Message-ID', spec.messageId);
  add('In-Reply-To', spec.inReplyTo);
  add('References', spec.references);
  add('MIME-Version', '1.0');
  const text = spec.text ?? 'Hello from a test.';
  if (!spec.attachment) {
    return [...headers, 'Content-Type: text/plain; charset=UTF-8', '', text, ''].join('\r\n');
  }
  const boundary = 'test-boundary-42';
  const { filename, contentType, data } = spec.attachment;
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=UTF-8',
    '',
    text,
    `--${boundary}`,
    `Content-Type: ${contentType}; name="${filename}"`,
    `Content-Disposition: attachment; filename="${filename}"`,
    'Content-Transfer-Encoding: base64',
    '',
    data.toString('base64'),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

export const base64url = (text: string | Buffer): string => Buffer.from(text).toString('base64url');
