import type { LegalFacts, LegalTexts } from './types';

const company = ({ operator }: LegalFacts) =>
  `${operator.name}, a ${operator.legalForm} with a share capital of ${operator.shareCapital}, registered with the ${operator.rcsCity} Trade and Companies Register (RCS) under number ${operator.siren}, whose registered office is at ${operator.address}`;

const FRENCH_PREVAILS = 'This is a translation provided for convenience; the French version is the only one with legal force.';

/** The English translation of the French texts (fr.ts), which prevail. */
export const legalTextsEn: LegalTexts = {
  notice: (facts) => {
    const { operator } = facts;
    return {
      intro: `Under article 6 of French law no. 2004-575 of 21 June 2004 on confidence in the digital economy (LCEN), here is who provides the Bonavis service. ${FRENCH_PREVAILS}`,
      sections: [
        {
          heading: 'Publisher',
          blocks: [
            {
              details: [
                ['Company name', operator.name],
                ['Legal form', operator.legalForm],
                ['Share capital', operator.shareCapital],
                ['Registered office', operator.address],
                ['Phone', operator.phone],
                ['Registration', `RCS ${operator.rcsCity} ${operator.siren}`],
                ['EU VAT number', operator.vatNumber],
                ['E-mail address', operator.email],
              ],
            },
          ],
        },
        { heading: 'Director of publication', blocks: [operator.director] },
        { heading: 'Host', blocks: [operator.host] },
        {
          heading: 'Intellectual property',
          blocks: [
            `The Bonavis service, its brand, logo, texts, interfaces and code belong to ${operator.name} or its partners. Any reproduction or representation, in whole or in part, without prior written permission is prohibited.`,
            'The data and content you import or write (your business information, replies to reviews) remain yours.',
          ],
        },
        {
          heading: 'Reviews and third-party content',
          blocks: [
            'The reviews shown in Bonavis are published by their authors on Google and retrieved from the business listing. The publisher is not their author and does not alter them. Each customer is responsible for the replies they publish, including those suggested by the AI assistant.',
            `To report manifestly unlawful content, write to ${operator.email}, stating the content and the reasons for the report.`,
          ],
        },
        {
          heading: 'Personal data',
          blocks: [
            {
              text: 'How your personal data is processed and your rights are described in the privacy policy.',
              links: [{ label: 'Privacy policy', to: 'privacy' }],
            },
          ],
        },
        {
          heading: 'Contact us',
          blocks: [
            { text: `By e-mail at ${operator.email}, or with the contact form:`, links: [{ label: 'Contact support', to: 'contact' }] },
          ],
        },
      ],
    };
  },

  terms: (facts) => {
    const { operator, trialDays, prices, yearlySavingPercent, aiCredits } = facts;
    return {
      intro: `These general terms of sale govern subscriptions to the Bonavis service, published by ${company(facts)}. They apply to every order placed by a business customer. ${FRENCH_PREVAILS}`,
      sections: [
        {
          heading: '1. Purpose and acceptance',
          blocks: [
            'Bonavis is online software (SaaS) that helps businesses located in France manage their online reputation. The service is reserved for professionals acting for the purposes of their business.',
            'By creating an account, starting the free trial or subscribing, the customer declares that they have read and accepted these terms and the privacy policy. The applicable version is the one in force on the day of the order.',
          ],
        },
        {
          heading: '2. The service',
          blocks: [
            'Bonavis lets the customer, among other things:',
            {
              list: [
                'synchronise the business’s Google listing and its reviews, through a maps data provider;',
                'write replies to reviews with the help of artificial intelligence (AI), which the customer reviews, edits and publishes under their own responsibility;',
                'follow their reviews on a dashboard and be told about new reviews by e-mail;',
                'run a game for their own customers, when this feature is offered.',
              ],
            },
            'The customer warrants that they are authorised to manage the business listing they connect. The service evolves: features may be added, changed or removed, without its essential features being withdrawn during a subscription.',
          ],
        },
        {
          heading: '3. Account',
          blocks: [
            'Sign-in is passwordless, by a sign-in link or one-time code sent by e-mail, or with a Google, Facebook, GitHub or X account. The customer keeps their account details accurate and their mailbox confidential. One subscription is for one user.',
          ],
        },
        {
          heading: `4. ${trialDays}-day free trial`,
          blocks: [
            `Each customer may use a free ${trialDays}-day trial once, without a payment card, including ${aiCredits.trial} AI credits. When the trial ends, access to premium features stops unless a paid plan is taken: nothing is charged automatically.`,
          ],
        },
        {
          heading: '5. Plans and prices',
          blocks: [
            {
              list: [
                `Monthly plan: €${prices.monthly} excl. VAT per month, paid monthly.`,
                `Yearly plan: €${prices.yearly} excl. VAT per month, i.e. €${prices.yearly * 12} excl. VAT paid at once for one year (a ${yearlySavingPercent}% saving).`,
              ],
            },
            'Prices exclude taxes; VAT at the applicable rate is added. The price that applies is the one shown when ordering. Any price change is announced by e-mail at least 30 days before the renewal concerned; the customer may cancel before that date.',
          ],
        },
        {
          heading: '6. Payment',
          blocks: [
            'Payment is made by card on the secure payment page of our provider Stripe. Card details are entered at Stripe: the publisher neither sees nor keeps them. Each period is payable in advance, at its start; invoices are available in the billing area.',
            'If a payment fails, the subscription is suspended until it is settled. Under article L. 441-10 of the French Commercial Code, any late payment automatically incurs penalties at the European Central Bank rate plus 10 points, and a fixed €40 fee for collection costs.',
          ],
        },
        {
          heading: '7. AI credits',
          blocks: [
            `Each reply written by the AI uses one credit; a failed attempt uses none. At the start of each paid period the balance is raised to ${aiCredits.paid} credits (unused credits do not add up beyond that); the free trial includes ${aiCredits.trial}.`,
            'Credits have no monetary value: they can be neither refunded nor transferred. Texts suggested by the AI may be inaccurate or unsuitable: the customer reviews them before publishing and remains solely responsible for the replies published.',
          ],
        },
        {
          heading: '8. Term, renewal and cancellation',
          blocks: [
            'A subscription runs for the chosen period (one month or one year) and renews automatically for the same period. The customer may cancel at any time from their billing area (Settings → Billing); cancellation takes effect at the end of the current, already paid period, which is not refunded pro rata.',
            'The publisher may suspend or end a customer’s access for a serious breach (fraud, unlawful use, non-payment), after a formal notice left unanswered for 15 days, or at once in an emergency or if the security of the service is at stake.',
          ],
        },
        {
          heading: '9. Right of withdrawal',
          blocks: [
            'As the service is reserved for professionals, the right of withdrawal of the French Consumer Code does not apply, except where the law extends it to a professional.',
            'Where the customer has it, they have 14 days from subscribing to withdraw, by an unambiguous statement sent by e-mail or with the contact form. By asking for access to the service during that period, they agree that it starts at once and owe the amount for the service provided until they withdraw (article L. 221-25 of the French Consumer Code).',
          ],
        },
        {
          heading: '10. Customer obligations',
          blocks: [
            'The customer uses the service fairly and in accordance with the law and Google’s terms: in particular, they shall not publish insulting, defamatory or misleading replies, solicit or create fake reviews, or infringe the rights of review authors.',
          ],
        },
        {
          heading: '11. Availability and support',
          blocks: [
            'The publisher endeavours to keep the service available at all times, as an obligation of means. Interruptions may occur for maintenance or when third-party services Bonavis depends on are unavailable (Google, maps data provider, AI provider, Stripe, e-mail).',
            {
              text: `Support answers by e-mail (${operator.email}) or through the contact form.`,
              links: [{ label: 'Contact support', to: 'contact' }],
            },
          ],
        },
        {
          heading: '12. Liability',
          blocks: [
            'The publisher is bound by an obligation of means. It is not liable for indirect damage (loss of revenue, customers or reputation), for the content of reviews published by third parties, or for replies published by the customer.',
            'Except in case of gross negligence or wilful misconduct, the publisher’s total liability is limited to the amounts paid by the customer for the subscription in the 12 months before the event giving rise to it.',
          ],
        },
        {
          heading: '13. Personal data',
          blocks: [
            {
              text: 'The publisher processes the customer’s data as described in the privacy policy. For the data of review authors and game players, it acts as the customer’s processor, on the terms set out in that policy.',
              links: [{ label: 'Privacy policy', to: 'privacy' }],
            },
          ],
        },
        {
          heading: '14. Intellectual property',
          blocks: [
            'For the duration of the subscription, the publisher grants the customer a personal, non-exclusive right to use the service. The customer keeps all rights to their data and content, and may export them at any time from the settings.',
          ],
        },
        {
          heading: '15. Force majeure',
          blocks: [
            'Neither party is liable for a failure caused by force majeure within the meaning of article 1218 of the French Civil Code.',
          ],
        },
        {
          heading: '16. Changes to these terms',
          blocks: [
            'The publisher may change these terms. New terms are announced by e-mail at least 30 days before they apply to running subscriptions; a customer who refuses them may cancel their subscription before that date.',
          ],
        },
        {
          heading: '17. Governing law and disputes',
          blocks: [
            'These terms are governed by French law. In the event of a dispute, the parties first seek an amicable solution. Failing that, any dispute falls under the exclusive jurisdiction of the courts of the place of the publisher’s registered office.',
          ],
        },
      ],
    };
  },

  privacy: (facts) => {
    const { operator } = facts;
    return {
      intro: `This policy explains which personal data the Bonavis service processes, why, for how long, with which providers, and how to exercise your rights, under the General Data Protection Regulation (GDPR) and the French Data Protection Act. ${FRENCH_PREVAILS}`,
      sections: [
        {
          heading: 'Data controller',
          blocks: [`${company(facts)}. For any question about your data: ${operator.email}.`],
        },
        {
          heading: 'Data processed',
          blocks: [
            {
              details: [
                [
                  'Account',
                  'e-mail address, name, profile picture, phone, sign-in identifier, referral code, date the terms were accepted, preferences (language, display, notifications).',
                ],
                [
                  'Business',
                  'information entered during setup: your first and last name, date of birth and phone; legal status, company name, SIRET, sector, VAT, address, e-mail and phone of the business.',
                ],
                ['Business listing', 'name, address, rating and link of your business’s Google listing.'],
                ['Reviews', 'public reviews of your listing: public name and picture of their author, rating, text, pictures and date.'],
                ['Replies', 'replies written, suggested by the AI, awaiting approval or published.'],
                ['AI settings', 'tone, length, signature and instructions chosen for replies.'],
                ['Subscriptions', 'plan, status, periods, AI credits and Stripe customer identifier. No payment card data.'],
                ['Game', 'first name and e-mail address of the players of the customer’s game.'],
                ['Technical data', 'IP address and technical logs, one-time sign-in codes (kept as a hash), data stored in your browser.'],
                ['Support', 'name, e-mail address and content of the messages sent to support.'],
              ],
            },
          ],
        },
        {
          heading: 'Purposes and legal bases',
          blocks: [
            {
              list: [
                'Providing the service (account, business, listing, reviews, replies, AI settings, sign-in and new-review e-mails): performance of the contract (article 6(1)(b) GDPR).',
                'Managing subscriptions, payments and invoicing: performance of the contract and legal accounting obligations (article 6(1)(c)).',
                'Securing the service, preventing fraud and abuse (request limits, logs): the publisher’s legitimate interest (article 6(1)(f)).',
                'Answering your messages to support: legitimate interest.',
              ],
            },
            'For the reviews of your listing and the players of your game, you, the customer, decide on the processing: the publisher acts as your processor (article 28 GDPR), only on your instructions and to provide you with the service. You inform the players of your game and collect their consent where needed.',
            'The publisher sells no data and uses none for advertising or to train AI models.',
          ],
        },
        {
          heading: 'Retention periods',
          blocks: [
            {
              details: [
                [
                  'Account, business, listing, reviews, replies, AI settings, game',
                  'as long as the account exists; deleted when the account is deleted.',
                ],
                ['Invoices and accounting records', '10 years (article L. 123-22 of the French Commercial Code).'],
                ['One-time sign-in codes', '10 minutes at most.'],
                [
                  'Fingerprint of an e-mail address that had the free trial or a subscription',
                  'kept after the account is deleted, with no time limit, so the free trial is given only once per address: a hash keyed with a secret (HMAC), linked to no account, from which the address cannot be read back.',
                ],
                [
                  'Reviews of an establishment removed from your organisation',
                  '30 days after its removal, so that you can keep evidence of them; then deleted.',
                ],
                ['Technical logs', '12 months at most.'],
                ['Messages to support', '3 years after the last exchange.'],
              ],
            },
          ],
        },
        {
          heading: 'Recipients and processors',
          blocks: [
            'Your data is accessible only to the publisher’s authorised staff and to the following providers, as far as their task requires:',
            {
              details: [
                [
                  'Sign-in',
                  'Firebase Authentication (Google): e-mail address, sign-in identifier, name and picture of the social account used.',
                ],
                ['Payment', 'Stripe: e-mail, account identifier, payment details entered at Stripe.'],
                ['Maps data', 'SerpApi and Google: link and identifier of the listing, to retrieve the listing and its reviews.'],
                [
                  'Artificial intelligence',
                  'Mistral AI or OpenAI, depending on the provider chosen: text and rating of the review, business name and reply settings, to write a reply.',
                ],
                ['E-mail', 'the e-mail sending (SMTP) provider: e-mail address and content of the e-mails sent.'],
                ['Hosting', operator.host],
              ],
            },
            'Some of these providers may process data outside the European Union, in particular in the United States. These transfers are covered by the European Commission’s “Data Privacy Framework” adequacy decision for certified companies, or otherwise by its standard contractual clauses.',
          ],
        },
        {
          heading: 'Security',
          blocks: [
            'Traffic is encrypted (HTTPS); sign-in is passwordless; one-time codes are kept as a hash and expire quickly; each account reaches only its own data; sensitive requests are limited to prevent abuse.',
          ],
        },
        {
          heading: 'Cookies and local storage',
          blocks: [
            'Bonavis uses no advertising cookies and no audience measurement. Your browser keeps only what the service needs: your sign-in session, your language and your display preferences. This strictly necessary storage requires no consent.',
          ],
        },
        {
          heading: 'Your rights',
          blocks: [
            'You have the right to access, rectify, erase, restrict, object to and port your data, and to give instructions on what happens to it after your death.',
            {
              text: 'From your account settings you can export your data to a file and delete your account with all its data.',
              links: [{ label: 'Settings', to: 'settings' }],
            },
            {
              text: `For any other request, write to ${operator.email} or use the contact form. We answer within one month; proof of identity may be asked for if in doubt.`,
              links: [{ label: 'Contact support', to: 'contact' }],
            },
          ],
        },
        {
          heading: 'Complaints',
          blocks: [
            {
              text: 'If you believe your rights are not respected, you may lodge a complaint with the French data protection authority (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France.',
              links: [{ label: 'Lodge a complaint with the CNIL', to: 'cnil' }],
            },
          ],
        },
        {
          heading: 'Changes',
          blocks: [
            'This policy may change with the service. In the event of a significant change, you will be told by e-mail or in the app.',
          ],
        },
      ],
    };
  },
};
