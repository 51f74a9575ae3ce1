import { conversationAfterTriage, neighbourConversation } from './neighbour-conversation';

const order = [
  { threadId: 'newest', messageId: 'm1' },
  { threadId: 'middle', messageId: 'm2' },
  { threadId: 'oldest', messageId: 'm3' },
];

describe('neighbourConversation', () => {
  it('finds the older row below and the newer row above', () => {
    expect(neighbourConversation(order, 'middle', 'older')).toEqual(order[2]);
    expect(neighbourConversation(order, 'middle', 'newer')).toEqual(order[0]);
  });

  it('has none past either end of the list', () => {
    expect(neighbourConversation(order, 'oldest', 'older')).toBeUndefined();
    expect(neighbourConversation(order, 'newest', 'newer')).toBeUndefined();
  });

  it('has none for a thread the list does not show, nor without a list', () => {
    expect(neighbourConversation(order, 'elsewhere', 'older')).toBeUndefined();
    expect(neighbourConversation([], 'middle', 'newer')).toBeUndefined();
  });
});

describe('conversationAfterTriage', () => {
  it('goes back to the list by default, even with neighbours', () => {
    expect(conversationAfterTriage(order, 'middle', 'list')).toBeUndefined();
  });

  it('opens the neighbour the setting names', () => {
    expect(conversationAfterTriage(order, 'middle', 'older')).toEqual(order[2]);
    expect(conversationAfterTriage(order, 'middle', 'newer')).toEqual(order[0]);
  });

  it('goes back to the list when that neighbour does not exist', () => {
    expect(conversationAfterTriage(order, 'oldest', 'older')).toBeUndefined();
  });
});
