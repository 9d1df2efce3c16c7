import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlayResult } from '../../../shared/api/game';
import type { Language } from '../../../shared/constants';
import { renderBrandedMail } from '../../adapters/mail/branded-layout';
import type { MailTransport } from '../../adapters/mail/mail-transport';
import type { Database } from '../../db/client';
import { gameCoupons, gamePlays, gameSegments, games, listings } from '../../db/schema';
import { couponMail } from './game-mails';
import { CONFIRM_MAIL_TEXTS } from './prize-mail-texts';

/** The longest business name a prize mail carries: the owner's listing name is the one free text in it. */
const BUSINESS_NAME_MAX_LENGTH = 80;

type WinningPlay = { playId: number; gameId: number; email: string };

/**
 * Prize mails go only to an address its player proved: the first win of an address in a game mails a
 * confirmation link (fixed words, nothing the owner wrote), once per address per game; clicking it sends
 * the coupon, and the next wins of that address in that game are mailed at once. An address typed by
 * someone else is therefore mailed at most one fixed message per game, never a text of the owner's choosing.
 */
export function createPrizeMails({
  db,
  mail,
  secret,
  publicUrl,
  log,
}: {
  db: Database;
  mail: MailTransport;
  secret: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const tokenOf = (playId: number) => createHmac('sha256', secret).update(`prize-mail:${playId}`).digest('base64url');

  /** Sends the play's coupon, once: only the call that marks the play sent does. */
  async function sendCoupon(playId: number, language: Language) {
    const [play] = await db
      .update(gamePlays)
      .set({ prizeMailSentAt: new Date() })
      .where(and(eq(gamePlays.id, playId), isNull(gamePlays.prizeMailSentAt)))
      .returning();
    if (!play) return;
    const [won] = await db
      .select({
        code: gameCoupons.code,
        expiresAt: gameCoupons.expiresAt,
        label: gameSegments.label,
        conditions: gameSegments.conditions,
        business: listings.name,
        nameKeepsArticle: listings.nameKeepsArticle,
      })
      .from(gameCoupons)
      .innerJoin(gameSegments, eq(gameSegments.id, play.segmentId))
      .innerJoin(games, eq(games.id, play.gameId))
      .innerJoin(listings, eq(listings.id, games.locationId))
      .where(eq(gameCoupons.playId, playId));
    if (!won) return;
    const coupon = { code: won.code, label: won.label, conditions: won.conditions, expiresAt: won.expiresAt.toISOString() };
    const business = { name: won.business.slice(0, BUSINESS_NAME_MAX_LENGTH), nameKeepsArticle: won.nameKeepsArticle };
    await mail.send(couponMail({ firstName: play.firstName, email: play.email }, business, coupon, language));
  }

  /** After a winning play: the coupon at once to an address confirmed in this game, else (once per address and game) the link. */
  async function afterWin({ playId, gameId, email }: WinningPlay, language: Language): Promise<PlayResult['prizeMail']> {
    const ofAddress = and(eq(gamePlays.gameId, gameId), eq(gamePlays.email, email), ne(gamePlays.id, playId));
    const [confirmed] = await db
      .select({ id: gamePlays.id })
      .from(gamePlays)
      .where(and(ofAddress, isNotNull(gamePlays.prizeMailSentAt)))
      .limit(1);
    if (confirmed) {
      await sendCoupon(playId, language);
      return 'sent';
    }
    // Asked once per address per game: a play claims the ask only if no other play of the address has it.
    const [asked] = await db
      .update(gamePlays)
      .set({ prizeMailAskedAt: new Date() })
      .where(
        and(
          eq(gamePlays.id, playId),
          sql`not exists (select 1 from ${gamePlays} other where other.game_id = ${gameId} and other.email = ${email} and other.prize_mail_asked_at is not null)`,
        ),
      )
      .returning({ id: gamePlays.id });
    if (!asked) return 'none';
    const words = CONFIRM_MAIL_TEXTS[language];
    const url = `${publicUrl}/api/game/public/prize-mail/${playId}?token=${tokenOf(playId)}&lang=${language}`;
    await mail.send(
      renderBrandedMail({
        to: email,
        language,
        subject: words.subject,
        heading: words.heading,
        paragraphs: [words.body],
        action: { label: words.action, url },
        footer: words.footer,
      }),
    );
    return 'confirm';
  }

  /** The confirmation link: a valid token of an asked play sends its coupon (once); false for anything else. */
  async function confirm(playId: number, token: string, language: Language): Promise<boolean> {
    const expected = Buffer.from(tokenOf(playId));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const [play] = await db
      .select()
      .from(gamePlays)
      .where(and(eq(gamePlays.id, playId), isNotNull(gamePlays.prizeMailAskedAt)));
    if (!play) return false;
    await sendCoupon(playId, language).catch((error: unknown) => log.warn({ err: error, playId }, 'prize mail not sent'));
    return true;
  }

  return { afterWin, confirm };
}

export type PrizeMails = ReturnType<typeof createPrizeMails>;
