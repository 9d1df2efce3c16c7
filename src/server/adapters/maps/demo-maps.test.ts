import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoMaps, demoCoverSvg } from './demo-maps';
import type { MapsReview } from './maps-provider';

const demo = () => createDemoMaps({ publicUrl: 'http://localhost:8080', latencyMs: 0 });

/** A callback that keeps what it is given; `reached` gives it all once it has been called `times` times. */
function timesCalled(times: number) {
  const calls: string[] = [];
  let resolve!: (calls: string[]) => void;
  const reached = new Promise<string[]>((done) => (resolve = done));
  const call = (id: string) => {
    calls.push(id);
    if (calls.length === times) resolve([...calls]);
  };
  return { call, reached };
}

describe('demo maps adapter', () => {
  it('derives the same French business from the same link, and another from another link', async () => {
    const first = await demo().resolve('https://maps.app.goo.gl/AbC123');
    expect(await demo().resolve('https://maps.app.goo.gl/AbC123')).toEqual(first);
    expect((await demo().resolve('https://maps.app.goo.gl/Zz9')).name).not.toBe(first.name);
    expect(first.id).toBe('demo-AbC123');
    expect(first.address.full).toMatch(/, \d{5} [\p{L} -]+, France$/u);
    expect(first.media[0].url).toBe('http://localhost:8080/api/reviews/demo-covers/AbC123.svg');
    expect(first.rating.rating).toBeGreaterThanOrEqual(1);
    expect(first.rating.rating).toBeLessThanOrEqual(5);
  });

  it("gives a demonstration place id shaped as Google's, the same for a link every time, another for another link", async () => {
    const first = await demo().resolve('https://maps.app.goo.gl/AbC123');
    expect(first.placeId).toMatch(/^ChIJ[\w-]{23}$/);
    expect((await demo().resolve('https://maps.app.goo.gl/AbC123')).placeId).toBe(first.placeId);
    expect((await demo().resolve('https://maps.app.goo.gl/Zz9')).placeId).not.toBe(first.placeId);
    expect(await demo().placeIdOf({ providerId: 'demo-AbC123', url: null })).toBe(first.placeId);
    expect(await demo().placeIdOf({ providerId: '0x47e66e1f06e2b70f:0x40b82c3688c9460', url: null })).toBeNull();
  });

  it('pages 40 to 400 reviews, newest first, without repeating one', async () => {
    const maps = demo();
    const location = await maps.resolve('https://maps.app.goo.gl/AbC123');
    const seen: string[] = [];
    let cursor: string | null = null;
    let previous = Infinity;
    do {
      const page = await maps.reviews(location.id, cursor);
      for (const review of page.reviews) {
        expect(review.date.getTime()).toBeLessThanOrEqual(previous);
        previous = review.date.getTime();
        seen.push(review.externalId);
      }
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(location.rating.count);
    expect(seen.length).toBeGreaterThanOrEqual(40);
    expect(seen.length).toBeLessThanOrEqual(400);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('keeps a capped listing the same business with its newest reviews, only fewer of them', async () => {
    // A link whose uncapped listing has more than 60 reviews (most do: 40 to 400).
    const link = 'https://maps.app.goo.gl/AbC123';
    const whole = demo();
    const capped = createDemoMaps({ publicUrl: 'http://localhost:8080', latencyMs: 0, maxReviews: 60 });
    const [wholeListing, cappedListing] = [await whole.resolve(link), await capped.resolve(link)];
    expect(wholeListing.rating.count).toBeGreaterThan(60);
    expect(cappedListing.rating.count).toBe(60);
    expect({ ...cappedListing, rating: null }).toEqual({ ...wholeListing, rating: null });
    const cappedReviews = await wholeList(capped, cappedListing.id);
    expect(cappedReviews).toEqual((await wholeList(whole, wholeListing.id)).slice(0, 60));
  });

  it('mixes ratings, languages, local guides and owner responses', async () => {
    const maps = demo();
    const page = await maps.reviews('demo-AbC123', null);
    const all = [...page.reviews, ...(await maps.reviews('demo-AbC123', page.nextCursor)).reviews];
    expect(new Set(all.map((review) => review.rating)).size).toBeGreaterThan(1);
    expect(all.some((review) => review.response !== null)).toBe(true);
    expect(all.some((review) => review.isLocalGuide)).toBe(true);
    expect(all.every((review) => ['fr', 'en', 'es'].includes(review.language!))).toBe(true);
  });

  it('holds a "Held" link after its first page until its file appears in the hold folder, and no other link', async () => {
    const holdDir = await mkdtemp(join(tmpdir(), 'demo-holds-'));
    try {
      const held = timesCalled(3);
      const maps = createDemoMaps({ publicUrl: 'http://localhost:8080', latencyMs: 0, holdDir, onStillHeld: held.call });
      const first = await maps.reviews('demo-HeldWizard', null);
      expect(first.nextCursor).toBe('20');
      expect((await maps.reviews('demo-AbC123', '20')).reviews.length).toBeGreaterThan(0);

      const second = maps.reviews('demo-HeldWizard', first.nextCursor);
      // Three looks for the file find none before the page is served, if it ever is.
      expect(await Promise.race([held.reached, second.then(() => 'served')])).toEqual(['HeldWizard', 'HeldWizard', 'HeldWizard']);
      await writeFile(join(holdDir, 'HeldWizard'), '');
      expect((await second).reviews[0].externalId).toBe('demo-HeldWizard-20');
    } finally {
      await rm(holdDir, { recursive: true, force: true });
    }
  });

  it('shows five one-star reviews within 28 hours of the week before on a "Wave" link, the same all week, and on no other link', async () => {
    const DAY = 86_400_000;
    // A 7-day block since 1970 starts on 2026-11-26: the wave is in the block before, from 2026-11-19 at 9:00 UTC.
    const at = (iso: string) => createDemoMaps({ publicUrl: 'http://localhost:8080', latencyMs: 0, now: () => Date.parse(iso) });
    const waveOf = async (maps: ReturnType<typeof demo>, id: string) =>
      (await maps.reviews(id, null)).reviews.filter((review) => review.externalId.includes('-wave-'));

    const wave = await waveOf(at('2026-11-26T12:00:00Z'), 'demo-WaveBakery');
    expect(wave.map((review) => [review.rating, review.date.toISOString()])).toEqual([
      [1, '2026-11-19T09:00:00.000Z'],
      [1, '2026-11-19T16:00:00.000Z'],
      [1, '2026-11-19T23:00:00.000Z'],
      [1, '2026-11-20T06:00:00.000Z'],
      [1, '2026-11-20T13:00:00.000Z'],
    ]);
    expect(wave.filter((review) => review.content === null)).toHaveLength(2);
    expect(await waveOf(at('2026-12-02T23:00:00Z'), 'demo-WaveBakery')).toEqual(wave);
    expect(await waveOf(at(new Date(Date.parse('2026-11-26T12:00:00Z') + 7 * DAY).toISOString()), 'demo-WaveBakery')).not.toEqual(wave);
    expect(await waveOf(at('2026-11-26T12:00:00Z'), 'demo-AbC123')).toEqual([]);
  });

  /** The link's whole list, read page by page. */
  async function wholeList(maps: ReturnType<typeof demo>, id: string) {
    const all = [];
    let cursor: string | null = null;
    do {
      const page = await maps.reviews(id, cursor);
      all.push(...page.reviews);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  }

  /** Whether the review reads otherwise than before: another rating or another text. */
  function isEdited(before: MapsReview, after: MapsReview) {
    return before.rating !== after.rating || before.content !== after.content;
  }

  it('drops the 2nd and 5th newest reviews of a "Gone" link and edits its 3rd from its second read on, and no other link', async () => {
    const maps = demo();
    const first = await wholeList(maps, 'demo-GoneBakery');
    const second = await wholeList(maps, 'demo-GoneBakery');
    const missing = first.filter((review) => !second.some((later) => later.externalId === review.externalId));
    expect(missing.map((review) => review.externalId)).toEqual([first[1].externalId, first[4].externalId]);
    const edited = second.find((review) => review.externalId === first[2].externalId)!;
    // The 3rd newest has 5 stars: its author's edit gives 1.
    expect(first[2].rating).toBe(5);
    expect(edited.rating).toBe(1);
    expect(edited.content).not.toBe(first[2].content);
    expect(await wholeList(maps, 'demo-GoneBakery')).toEqual(second);
    expect(await wholeList(maps, 'demo-AbC123')).toEqual(await wholeList(maps, 'demo-AbC123'));
  });

  it('with changes on, hides one review and edits another in each period, other ones the next period', async () => {
    let clock = Date.parse('2026-11-26T12:00:00Z');
    const plain = await wholeList(demo(), 'demo-AbC123');
    const maps = createDemoMaps({ publicUrl: 'http://localhost:8080', latencyMs: 0, changesEveryMs: 3600_000, now: () => clock });
    const changed = await wholeList(maps, 'demo-AbC123');
    expect(changed).toHaveLength(plain.length - 1);
    const differing = changed.filter((review) =>
      isEdited(
        plain.find((candidate) => candidate.externalId === review.externalId)!,
        review,
      ),
    );
    expect(differing).toHaveLength(1);
    clock += 3600_000;
    const next = await wholeList(maps, 'demo-AbC123');
    expect(next).toHaveLength(plain.length - 1);
    expect(next).not.toEqual(changed);
  });

  it('keeps each new review on the list once shown, so a later whole read does not find it gone', async () => {
    let clock = Date.parse('2026-11-26T12:00:00Z');
    const maps = createDemoMaps({ publicUrl: 'http://localhost:8080', latencyMs: 0, newReviewEveryMs: 3600_000, now: () => clock });
    const liveIds = async () =>
      (await maps.reviews('demo-AbC123', null)).reviews.map((review) => review.externalId).filter((id) => id.includes('-live-'));
    const first = await liveIds();
    expect(first).toHaveLength(2);
    clock += 5 * 3600_000;
    const later = await liveIds();
    expect(later).toHaveLength(7);
    expect(later).toEqual(expect.arrayContaining(first));
  });

  it('keeps a "Wave" link\'s earlier wave on its list once shown, and adds the next week\'s', async () => {
    let clock = Date.parse('2026-11-26T12:00:00Z');
    const maps = createDemoMaps({ publicUrl: 'http://localhost:8080', latencyMs: 0, now: () => clock });
    const waveIds = async () =>
      (await maps.reviews('demo-WaveBakery', null)).reviews.map((review) => review.externalId).filter((id) => id.includes('-wave-'));
    const first = await waveIds();
    expect(first).toHaveLength(5);
    clock += 7 * 86_400_000;
    const later = await waveIds();
    expect(later).toHaveLength(10);
    expect(later).toEqual(expect.arrayContaining(first));
  });

  it('refuses a link without an id', async () => {
    await expect(demo().resolve('https://maps.app.goo.gl/')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('draws a cover titled with the business name', async () => {
    const { name } = await demo().resolve('https://maps.app.goo.gl/AbC123');
    expect(demoCoverSvg('AbC123', 'http://localhost:8080')).toContain(
      `<title>${name.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)}</title>`,
    );
  });
});
