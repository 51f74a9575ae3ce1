import { labelChoices } from './label-choices';

const work = { id: 'Label_1', name: 'Work' };
const travel = { id: 'Label_2', name: 'Travel' };

describe('labelChoices', () => {
  it('says for each label whether all, some or none of the targets carries it', () => {
    const targets = [{ labels: ['INBOX', 'Label_1', 'Label_2'] }, { labels: ['Label_1'] }];
    expect(labelChoices([travel, work], targets, '')).toEqual([
      { label: travel, state: 'some' },
      { label: work, state: 'all' },
    ]);
    expect(labelChoices([travel, work], [{ labels: [] }], '')).toEqual([
      { label: travel, state: 'none' },
      { label: work, state: 'none' },
    ]);
  });

  it('keeps the labels whose name holds the filter, in any case', () => {
    expect(labelChoices([travel, work], [], ' wO ').map(({ label }) => label.name)).toEqual([
      'Work',
    ]);
  });
});
