import { createShapesAvatar, randomAvatarSeed } from './dicebear-avatars';

describe('DiceBear avatars', () => {
  it('makes random 8-character seeds', () => {
    const seeds = new Set(Array.from({ length: 50 }, randomAvatarSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('draws the same SVG for the same seed and another for another', async () => {
    const first = await createShapesAvatar('abcd1234');
    expect(first).toMatch(/^data:image\/svg\+xml/);
    expect(await createShapesAvatar('abcd1234')).toBe(first);
    expect(await createShapesAvatar('zzzz9999')).not.toBe(first);
  });
});
