import { INCENTIVE_SCAN_MAX_LENGTH, incentiveIn } from './incentive';

describe('incentiveIn', () => {
  describe('finds what is promised in French', () => {
    it.each([
      ['Laissez-nous un avis et profitez de 10 % de réduction sur votre prochaine visite.', '10 %'],
      ['Un avis = une remise immédiate en caisse', 'remise'],
      ['Une réduction vous attend à votre prochain passage', 'réduction'],
      ['Le café vous sera offert pour tout avis déposé', 'offert'],
      ['Une boisson offerte à chaque avis !', 'offerte'],
      ['Un petit cadeau vous attend en boutique', 'cadeau'],
      ['Participez et gagnez un bon repas pour deux', 'gagnez un bon'],
      ['Tentez de gagner un séjour', 'gagner un séjour'],
      ["Recevez un bon d'achat après votre avis", "bon d'achat"],
      ['Votre code promo vous sera envoyé', 'code promo'],
      ['Une ristourne pour nos fidèles clients', 'ristourne'],
      ['Le dessert est gratuit pour ceux qui donnent leur avis', 'gratuit'],
      ['Profitez de -10 % sur votre prochain achat', '-10 %'],
      ['Profitez de - 10 % sur votre prochain achat', '- 10 %'],
      ['Profitez de 10% dès maintenant', '10%'],
      ['10 € déduits de votre prochaine facture', '10 €'],
      ['Jusqu’à 10 euros déduits', '10 euros'],
      ['Gagnez 1 000 € !', 'Gagnez 1 000 €'],
      ['Chaque avis vous fait participer au tirage au sort', 'tirage au sort'],
      ['Un gagnant sera tiré au sort chaque mois', 'gagnant'],
      ['Participez à notre grand concours', 'concours'],
      ['Une récompense pour chaque avis', 'récompense'],
      ['Cumulez des points de fidélité en donnant votre avis', 'points de fidélité'],
      ['Un avis en échange d’un café', 'en échange'],
    ])('%s', (text, excerpt) => {
      expect(incentiveIn(text)).toBe(excerpt);
    });
  });

  describe('finds what is promised in English', () => {
    it.each([
      ['Leave us a review and get a discount on your next visit', 'discount'],
      ['Review us and enjoy a free coffee', 'free'],
      ['A little gift is waiting for you', 'gift'],
      ['Show this voucher after your review', 'voucher'],
      ['Use the coupon we will send you', 'coupon'],
      ['Every review earns a reward', 'reward'],
      ['Review us for a chance to win a prize', 'win a prize'],
      ['Join our monthly giveaway', 'giveaway'],
      ['Get 15% off your next order', '15%'],
      ['Get 15 % off your next order', '15 %'],
      ['Get $5 off your next visit', '$5'],
      ['Get $5.99 back on your next visit', '$5.99'],
      ['£10 for every review', '£10'],
      ['Ten reviewers will be entered in our raffle', 'raffle'],
      ['Dessert is on the house for reviewers', 'on the house'],
      ['A complimentary drink for your review', 'complimentary'],
      ['Your promo code arrives after your review', 'promo code'],
    ])('%s', (text, excerpt) => {
      expect(incentiveIn(text)).toBe(excerpt);
    });
  });

  describe('finds what is promised in Spanish', () => {
    it.each([
      ['Déjanos tu opinión y obtén un descuento en tu próxima visita', 'descuento'],
      ['Un regalo te espera en la tienda', 'regalo'],
      ['Tenemos regalos para quienes opinen', 'regalos'],
      ['El café es gratis si nos dejas tu opinión', 'gratis'],
      ['Presenta este cupón en caja', 'cupón'],
      ['Cada opinión tiene su premio', 'premio'],
      ['Participa en nuestro sorteo mensual', 'sorteo'],
      ['Deja tu opinión y podrás ganar una cena', 'ganar una cena'],
      ['Recibirás un vale de compra', 'un vale'],
      ['Obtén un 10 % en tu próxima compra', '10 %'],
      ['Obtén 5 € en tu próxima compra', '5 €'],
      ['Obtén un 20 por ciento en tu próxima compra', '20 por ciento'],
      ['Un 2x1 para quienes opinen', '2x1'],
    ])('%s', (text, excerpt) => {
      expect(incentiveIn(text)).toBe(excerpt);
    });
  });

  describe('lets an ordinary request through', () => {
    it.each([
      // French
      'Merci pour votre visite ! Votre avis compte : il nous aide à nous améliorer.',
      'Votre avis nous fait gagner du temps et aide nos futurs clients.',
      'Aidez-nous à gagner la confiance de nouveaux clients et à gagner en visibilité.',
      'Merci de votre fidélité et de votre retour, il est précieux.',
      'Notre objectif : 100 % de clients satisfaits, des produits 100 % faits maison.',
      'Merci de votre précieux concours.',
      'Votre satisfaction est notre plus belle récompense.',
      'Votre avis est un cadeau pour nous.',
      'Votre remise en forme vous a plu ? Dites-le-nous.',
      'Vous avez tout à gagner à nous dire ce qui ne va pas.',
      'Laissez un avis sincère, sans contrepartie bien sûr.',
      'Appelez-nous au 01 23 45 67 89, ouvert 7j/7 depuis 2015, 24h/24.',
      // English
      'Thank you for your visit! Your feedback helps us improve.',
      'Feel free to tell us what you think.',
      'You are free to say what you think, good or bad.',
      'If you have a free minute, we would love to hear from you.',
      'How did you like our new gluten-free menu?',
      'Help us win new customers and earn your trust.',
      'Your opinion is our best reward.',
      'We ask for nothing in return, just your honest opinion.',
      // Spanish
      'Gracias por tu visita. Tu opinión nos ayuda a mejorar.',
      '¡Vale, gracias! Dejar tu opinión solo lleva un minuto y vale la pena.',
      'Te invitamos a dejar tu opinión sincera.',
      'Tenemos muchas ganas de volver a verte.',
      'Ayúdanos a ganar tiempo y a ganar en visibilidad.',
      'Tu opinión es un regalo para nosotros.',
      'No pedimos nada a cambio.',
    ])('%s', (text) => {
      expect(incentiveIn(text)).toBeNull();
    });

    it('finds nothing in no text', () => {
      expect(incentiveIn('')).toBeNull();
      expect(incentiveIn('   ')).toBeNull();
    });
  });

  describe('compares whole words, whatever their case and accents', () => {
    it('matches any case and accents, and returns the words as written', () => {
      expect(incentiveIn('Une RÉDUCTION immédiate')).toBe('RÉDUCTION');
      expect(incentiveIn('Une reduction immediate')).toBe('reduction');
      expect(incentiveIn('Une Réduction immédiate')).toBe('Réduction');
      // Decomposed accents (a combining mark after the letter) are the same word.
      expect(incentiveIn('Une re\u0301duction imme\u0301diate')).toBe('re\u0301duction');
      expect(incentiveIn('Un CUPON para ti')).toBe('CUPON');
      expect(incentiveIn('Un Bon D’Achat pour vous')).toBe('Bon D’Achat');
      expect(incentiveIn('FREE COFFEE')).toBe('FREE');
    });

    it('never finds a word inside another word', () => {
      expect(incentiveIn("L'offertoire de la messe")).toBeNull();
      expect(incentiveIn('Une réductionniste')).toBeNull();
      expect(incentiveIn('Freedom of speech matters to us')).toBeNull();
      expect(incentiveIn('Our gifted chefs thank you')).toBeNull();
      expect(incentiveIn('Nuestros regalitos')).toBeNull();
      expect(incentiveIn('Un premiado equipo')).toBeNull();
      expect(incentiveIn('Dans notre promotionnel')).toBeNull();
    });

    it('returns the first promise, as written, and only its words', () => {
      expect(incentiveIn('Un cadeau et 10 % de remise')).toBe('cadeau');
      expect(incentiveIn('Merci ! Un code   PROMO offert.')).toBe('code   PROMO');
      expect(incentiveIn('Get a 15 % discount')).toBe('15 %');
    });
  });

  describe('amounts and percentages', () => {
    it.each([
      ['Profitez de 10%', '10%'],
      ['Profitez de 10 %', '10 %'],
      ['Profitez de 10\u202f%', '10\u202f%'],
      ['Profitez de -10%', '-10%'],
      ['Profitez de −10 %', '−10 %'],
      ['Profitez de 10€', '10€'],
      ['Profitez de 10 €', '10 €'],
      ['Profitez de €10', '€10'],
      ['Profitez de 9,99\u00a0€', '9,99\u00a0€'],
      ['Profitez de 10 euros', '10 euros'],
      ['Profitez de 10euros', '10euros'],
      ['Profitez de 10 EUR', '10 EUR'],
      ['Profitez de 10 pour cent', '10 pour cent'],
      ['Get 10 percent', '10 percent'],
      ['Get 5$', '5$'],
      ['Get 5 dollars', '5 dollars'],
      ['Get £ 5', '£ 5'],
      ['-100 % sur le dessert', '-100 %'],
      ['100 € à gagner', '100 €'],
    ])('%s', (text, excerpt) => {
      expect(incentiveIn(text)).toBe(excerpt);
    });

    it('takes a bare "100 %" as a manner of speaking, and a number without a unit as no amount', () => {
      expect(incentiveIn('Une équipe 100 % locale')).toBeNull();
      expect(incentiveIn('100% satisfaction is our goal')).toBeNull();
      expect(incentiveIn('Plus de 500 avis, note de 4,8 sur 5')).toBeNull();
      expect(incentiveIn('Ouvert depuis 10 ans, 5 étoiles au guide')).toBeNull();
    });
  });

  describe('long input', () => {
    const sentence = 'Merci pour votre visite, votre avis nous aide à nous améliorer. ';
    const filler = sentence.repeat(Math.ceil(INCENTIVE_SCAN_MAX_LENGTH / sentence.length));

    it('reads 10,000 characters, finding a promise at their very end', () => {
      const text = `${filler.slice(0, INCENTIVE_SCAN_MAX_LENGTH - ' cadeau'.length)} cadeau`;
      expect(text).toHaveLength(10_000);
      expect(incentiveIn(text)).toBe('cadeau');
      expect(incentiveIn(filler.slice(0, 10_000))).toBeNull();
    });

    it('stays quick on inputs made to be slow', () => {
      const hostile = [
        '1'.repeat(10_000),
        '1 '.repeat(5_000),
        '1,'.repeat(5_000),
        '- '.repeat(5_000),
        '€'.repeat(10_000),
        'gagnez du temps '.repeat(625),
        'de '.repeat(3_333),
        'tirage au '.repeat(1_000),
        'é'.normalize('NFD').repeat(5_000),
      ];
      // No clock here (a slow CI machine would fail it): the patterns' linearity is ESLint's regexp rules' job.
      expect(hostile.map(incentiveIn)).toEqual(Array(hostile.length).fill(null));
    });

    it('reads no further than the bound, however long the input', () => {
      const text = `${filler.slice(0, INCENTIVE_SCAN_MAX_LENGTH)}${'x'.repeat(1_000_000)} cadeau`;
      expect(incentiveIn(text)).toBeNull();
      expect(incentiveIn(`cadeau ${text}`)).toBe('cadeau');
    });
  });
});
