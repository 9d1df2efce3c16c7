import type { ReviewTheme } from './ai-provider';
import { listWith } from '../../../shared/text';
import type { TemplateTexts } from './template-texts';

const PRAISED: Record<ReviewTheme, string> = {
  welcome: 'the welcome',
  price: 'our prices',
  waiting: 'the short wait',
  cleanliness: 'the cleanliness',
  quality: 'the quality',
  staff: 'our team',
  ambiance: 'the atmosphere',
  service: 'our service',
};

const BLAMED: Record<ReviewTheme, string> = {
  welcome: 'the welcome you received',
  price: 'our prices',
  waiting: 'the wait',
  cleanliness: 'the cleanliness',
  quality: 'the quality',
  staff: "our team's attitude",
  ambiance: 'the atmosphere',
  service: 'the service',
};

const list = listWith('and');

/** English has one form of address; `formal` only changes the tone's words. */
export const ENGLISH_TEXTS: TemplateTexts = {
  list,
  greeting: (c) => {
    const name = c.name ? ` ${c.name}` : '';
    if (c.tone === 'casual' && !c.formal) return [`Hi${name}!`, `Hey${name}!`];
    if (c.tone === 'professional') return [c.name ? `Dear ${c.name},` : 'Hello,'];
    return [`Hello${name}!`, `Hi${name},`];
  },
  opener: (c) => {
    const note = c.hasText ? 'your review' : 'your rating';
    if (c.band === 'complaint')
      return [
        `Thank you for taking the time to share ${note} of ${c.business}.`,
        `Thank you for ${note} of ${c.business}; we have read it carefully.`,
      ];
    if (c.band === 'mixed')
      return [`Thank you for ${note} of ${c.business} and for your honesty.`, `Thank you for sharing ${note} of ${c.business}.`];
    return [
      `Thank you so much for ${note} of ${c.business}!`,
      `Many thanks for ${note}; everyone at ${c.business} is delighted.`,
      `What a pleasure to read ${note} of ${c.business}!`,
    ];
  },
  praise: (_c, themes) => {
    const named = list(themes.map((theme) => PRAISED[theme]));
    return [`Thank you for mentioning ${named}; it means a lot to us.`, `We are so glad that ${named} made a difference.`];
  },
  apology: (_c, themes) => {
    const named = list(themes.map((theme) => BLAMED[theme]));
    return [`We are truly sorry to read what you say about ${named}.`, `We sincerely regret your disappointment with ${named}.`];
  },
  generalApology: () => [
    'We are truly sorry that your visit did not live up to your expectations.',
    'We sincerely regret that your experience was disappointing.',
  ],
  nextStep: (c) => [
    `Please come back and see us, or contact ${c.business} directly, so we can talk about it: we want to understand what happened.`,
    'Could you contact us directly or drop by? We would like to talk it through with you.',
  ],
  tradeLine: (c) => {
    switch (c.trade) {
      case 'bakery':
        return ['We look forward to treating you to our bread and pastries again!', 'See you soon at the counter!'];
      case 'restaurant':
        return ['We look forward to welcoming you back to our table!', 'We would be delighted to see you for another meal.'];
      case 'hairdresser':
        return ['We look forward to taking care of your hair on your next visit!', 'See you soon at the salon!'];
      case 'garage':
        return ['We remain at your service for the upkeep of your vehicle.', 'See you soon at the workshop!'];
      default:
        return ['We look forward to seeing you again soon!', 'We would be delighted to welcome you back.'];
    }
  },
  extra: (c) =>
    c.band === 'complaint'
      ? ['Every piece of feedback helps us improve.', 'Reviews like yours help us do better.']
      : ['Reviews like this one give the whole team a real boost.', 'Every review helps others discover our work.'],
  warmth: (c) => (c.band === 'complaint' ? ['Your feedback truly matters to us.'] : ['Your message warmed our hearts.']),
  closing: (c) => {
    if (c.tone === 'professional') return ['Kind regards,', 'Best regards,'];
    if (c.band === 'complaint') return ['Best wishes,'];
    if (c.tone === 'casual') return ['See you soon!', 'Cheers,'];
    return ['Have a lovely day!', 'With warm thanks,'];
  },
};
