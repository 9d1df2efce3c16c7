import { MAX_REPLY_BYTES } from '../api/ai';
import { replyBytesOf, replyTextProblem, replyTextSchema } from './reply-text';

describe('reply text rule', () => {
  it('counts the UTF-8 bytes of the trimmed text', () => {
    expect(replyBytesOf('  Merci !  ')).toBe(7);
    expect(replyBytesOf('é')).toBe(2);
    expect(replyBytesOf('🥐')).toBe(4);
  });

  it('accepts a reply up to the byte limit, spaces around it not counted, and refuses one byte more', () => {
    const longest = 'é'.repeat(MAX_REPLY_BYTES / 2);
    expect(replyTextProblem(`  ${longest}\n`)).toBeNull();
    expect(replyTextProblem(`${longest}a`)).toBe('tooLong');
    expect(replyTextProblem('a'.repeat(MAX_REPLY_BYTES + 1))).toBe('tooLong');
  });

  it('refuses a reply of spaces only', () => {
    expect(replyTextProblem(' \n\t ')).toBe('required');
  });

  it('is the rule the API schema applies, trimming what it keeps', async () => {
    const longest = 'é'.repeat(MAX_REPLY_BYTES / 2);
    await expect(replyTextSchema().validate(`  ${longest}  `)).resolves.toBe(longest);
    await expect(replyTextSchema().validate(`${longest}a`)).rejects.toThrow('validation.reply.tooLong');
  });
});
