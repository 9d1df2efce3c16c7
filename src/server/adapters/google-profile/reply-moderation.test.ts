import { replyModerationOf } from './reply-moderation';

describe("a review reply's moderation by Google", () => {
  it.each([
    ['pending under reviewReplyState', { comment: 'Merci !', reviewReplyState: 'PENDING' }, { state: 'pending', policyViolation: null }],
    ['approved', { comment: 'Merci !', reviewReplyState: 'APPROVED' }, { state: 'approved', policyViolation: null }],
    ['ACTIVE read as approved', { comment: 'Merci !', reviewReplyState: 'ACTIVE' }, { state: 'approved', policyViolation: null }],
    [
      'rejected with the policy as a string',
      { comment: 'Appelez-nous', reviewReplyState: 'REJECTED', policyViolation: 'PERSONAL_INFORMATION' },
      { state: 'rejected', policyViolation: 'PERSONAL_INFORMATION' },
    ],
    [
      'rejected with the policy as an object, under state',
      { comment: 'x', state: 'REJECTED', policyViolation: { policyViolationType: 'SPAM' } },
      { state: 'rejected', policyViolation: 'SPAM' },
    ],
    ['a value Google adds later', { comment: 'x', reviewReplyState: 'UNDER_APPEAL' }, { state: 'unknown', policyViolation: null }],
  ])('reads %s', (_title, reply, expected) => {
    expect(replyModerationOf(reply)).toEqual(expected);
  });

  it.each([
    ['no reply', undefined],
    ['a reply from before moderation', { comment: 'Merci', updateTime: '2025-01-01T00:00:00Z' }],
    ['a state that is not text', { comment: 'Merci', reviewReplyState: 3 }],
  ])('says nothing for %s', (_title, reply) => {
    expect(replyModerationOf(reply)).toBeNull();
  });
});
