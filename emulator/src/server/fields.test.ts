import { ApiError } from './api-error';
import { compileFieldMask, type FieldSchema } from './fields';

const part: FieldSchema = { partId: true, headers: { name: true, value: true }, parts: () => part };
const schema: FieldSchema = {
  messages: { id: true, threadId: true, payload: part, extra: 'open' },
  nextPageToken: true,
  resultSizeEstimate: true,
};

const response = {
  messages: [
    {
      id: 'a',
      threadId: 't',
      payload: {
        partId: '',
        headers: [{ name: 'Subject', value: 'Hi' }],
        parts: [{ partId: '0', headers: [] }],
      },
      extra: { anything: 1 },
    },
    { id: 'b', threadId: 't' },
  ],
  nextPageToken: 'n',
  resultSizeEstimate: 2,
};

const apply = (fields: string): unknown => compileFieldMask(fields, schema).apply(response);

function selectionError(fields: string): string {
  try {
    compileFieldMask(fields, schema);
  } catch (error) {
    if (error instanceof ApiError)
      return (error.body as { error: { message: string } }).error.message;
  }
  return 'no error';
}

describe('fields partial responses', () => {
  it('keeps listed top-level fields', () => {
    expect(apply('nextPageToken,resultSizeEstimate')).toEqual({
      nextPageToken: 'n',
      resultSizeEstimate: 2,
    });
  });

  it('applies a sub-selection to every array element', () => {
    expect(apply('messages(id)')).toEqual({ messages: [{ id: 'a' }, { id: 'b' }] });
  });

  it('reads a/b paths like a(b) and merges repeated paths', () => {
    expect(apply('messages/id,messages/threadId')).toEqual(apply('messages(id,threadId)'));
  });

  it('handles nesting and recursive schemas', () => {
    expect(apply('messages(payload(parts(partId)))')).toEqual({
      messages: [{ payload: { parts: [{ partId: '0' }] } }, {}],
    });
  });

  it('treats * as everything at its level', () => {
    expect(apply('*')).toEqual(response);
    expect(apply('messages(*)')).toEqual({ messages: response.messages });
  });

  it('lets a whole field win over a sub-selection of it', () => {
    expect(apply('messages,messages/id')).toEqual({ messages: response.messages });
  });

  it('accepts any inside an open object', () => {
    expect(apply('messages(extra(anything))')).toEqual({
      messages: [{ extra: { anything: 1 } }, {}],
    });
  });

  it.each([
    ['messages(id', 'Invalid field selection messages(id'],
    ['messages)', 'Invalid field selection messages)'],
    ['a,,b', 'Invalid field selection a,,b'],
    ['nope', 'Invalid field selection nope'],
    ['messages(nope)', 'Invalid field selection messages/nope'],
    ['nextPageToken/x', 'Invalid field selection nextPageToken/x'],
  ])('refuses %s', (fields, message) => {
    expect(selectionError(fields)).toBe(message);
  });
});
