import { messageIdsIn, replyReferences } from './message-ids';

describe('messageIdsIn', () => {
  it.each<[string, string[]]>([
    ['<a@x>', ['<a@x>']],
    ['a@x', ['<a@x>']],
    ['<a@x> <b@x><c@x>\r\n <a@x>', ['<a@x>', '<b@x>', '<c@x>']],
    ['<crafted id@x>', []],
    ['<a@x> <crafted id@x> <b@x>', ['<a@x>', '<b@x>']],
    ['<>', []],
    ['', []],
  ])('%j → %j', (value, ids) => {
    expect(messageIdsIn(value)).toEqual(ids);
  });
});

describe('replyReferences', () => {
  it('continues the parent’s chain with its Message-ID', () => {
    expect(replyReferences('<root@x> <second@x>', '<parent@x>')).toEqual([
      '<root@x>',
      '<second@x>',
      '<parent@x>',
    ]);
  });

  it('starts the chain at the parent when it had none, and never repeats an id', () => {
    expect(replyReferences('', '<parent@x>')).toEqual(['<parent@x>']);
    expect(replyReferences('<root@x> <parent@x>', '<parent@x>')).toEqual([
      '<root@x>',
      '<parent@x>',
    ]);
  });
});
