import { couponMail } from './game-mails';

describe('the prize mail', () => {
  const coupon = { code: 'K7QX-M2PA-9RTE', label: 'Café offert', conditions: '', expiresAt: '2026-12-24T10:00:00.000Z' };
  const winner = { firstName: 'Léa', email: 'lea@example.fr' };

  it('contracts « de » with the article the business name starts with, in French', () => {
    const named = (name: string) => ({ name, nameKeepsArticle: false });
    expect(couponMail(winner, named('Les Mots de Chloé'), coupon, 'fr').text).toContain(
      'Vous avez gagné « Café offert » au jeu des Mots de Chloé.',
    );
    expect(couponMail(winner, named('Amélie Coiffure'), coupon, 'fr').text).toContain("au jeu d'Amélie Coiffure.");
    expect(couponMail(winner, named('Les Mots de Chloé'), coupon, 'en').text).toContain(
      "You won “Café offert” in Les Mots de Chloé's game.",
    );
  });

  it('keeps the article as written when the owner says it is part of the trade mark', () => {
    const business = { name: 'La Table', nameKeepsArticle: true };
    expect(couponMail(winner, business, coupon, 'fr').text).toContain('Vous avez gagné « Café offert » au jeu de La Table.');
  });
});
