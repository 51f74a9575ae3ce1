import {
  applyLabelChange,
  changesNothing,
  labelChangeOf,
  reverseLabelChange,
  type TriageAction,
} from './label-change';

describe('labelChangeOf', () => {
  it.each<[TriageAction, string[], { add: string[]; remove: string[] }]>([
    ['archive', ['INBOX', 'UNREAD', 'IMPORTANT'], { add: [], remove: ['INBOX'] }],
    ['trash', ['INBOX', 'STARRED'], { add: ['TRASH'], remove: ['INBOX'] }],
    ['trash', ['SPAM'], { add: ['TRASH'], remove: ['SPAM'] }],
    ['spam', ['INBOX', 'UNREAD'], { add: ['SPAM'], remove: ['INBOX'] }],
    ['not-spam', ['SPAM', 'UNREAD'], { add: ['INBOX'], remove: ['SPAM'] }],
    ['move-to-inbox', ['TRASH', 'Label_1'], { add: ['INBOX'], remove: ['TRASH'] }],
    ['move-to-inbox', ['SPAM'], { add: ['INBOX'], remove: ['SPAM'] }],
    ['move-to-inbox', ['Label_1'], { add: ['INBOX'], remove: [] }],
    ['read', ['INBOX', 'UNREAD'], { add: [], remove: ['UNREAD'] }],
    ['unread', ['INBOX'], { add: ['UNREAD'], remove: [] }],
    ['star', ['INBOX'], { add: ['STARRED'], remove: [] }],
    ['unstar', ['INBOX', 'STARRED'], { add: [], remove: ['STARRED'] }],
    [{ type: 'add-label', labelId: 'Label_7' }, ['INBOX'], { add: ['Label_7'], remove: [] }],
    [{ type: 'remove-label', labelId: 'Label_7' }, ['Label_7'], { add: [], remove: ['Label_7'] }],
  ])('%j on %j changes %j', (action, labels, expected) => {
    expect(labelChangeOf(action, labels)).toEqual(expected);
  });

  it('leaves out what is already so: only real changes are undone later', () => {
    expect(labelChangeOf('archive', ['SENT'])).toEqual({ add: [], remove: [] });
    expect(changesNothing(labelChangeOf('star', ['STARRED', 'INBOX']))).toBe(true);
    expect(labelChangeOf('trash', ['TRASH'])).toEqual({ add: [], remove: [] });
  });
});

describe('applyLabelChange and reverseLabelChange', () => {
  it.each<[TriageAction, string[]]>([
    ['trash', ['INBOX', 'UNREAD', 'SPAM', 'Label_2']],
    ['move-to-inbox', ['TRASH', 'STARRED']],
    ['spam', ['INBOX', 'IMPORTANT']],
    ['unread', ['INBOX']],
  ])('undoing %j restores exactly the labels %j', (action, labels) => {
    const change = labelChangeOf(action, labels);
    const after = applyLabelChange(labels, change);
    expect(after).not.toEqual(labels);
    expect(applyLabelChange(after, reverseLabelChange(change)).sort()).toEqual([...labels].sort());
  });
});
