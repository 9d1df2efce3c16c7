/** Word lists the demonstration listings are built from: plausible French small businesses. */
export const DEMO_TRADES = [
  { category: 'Boulangerie', names: ['Boulangerie {surname}', 'Le Fournil de {firstName}', 'Aux Délices de {city}'], hue: 32 },
  { category: 'Salon de coiffure', names: ['Salon {firstName}', 'Coiffure {surname}', "L'Atelier de {firstName}"], hue: 320 },
  { category: 'Garage automobile', names: ['Garage {surname}', '{city} Auto Services', 'Garage du Centre'], hue: 210 },
  { category: 'Restaurant', names: ['Chez {firstName}', 'Le Bistrot de {city}', 'La Table de {surname}'], hue: 8 },
  { category: 'Fleuriste', names: ['Les Fleurs de {firstName}', 'Fleuriste {surname}', 'Au Jardin de {city}'], hue: 140 },
  { category: 'Institut de beauté', names: ['Institut {firstName}', 'Beauté & Sens', 'Les Soins de {firstName}'], hue: 280 },
  { category: 'Plombier', names: ['{surname} Plomberie', 'Plomberie de {city}', 'SOS Dépannage {surname}'], hue: 195 },
  { category: 'Librairie', names: ['Librairie {surname}', 'La Page de {city}', 'Les Mots de {firstName}'], hue: 48 },
] as const;

export const DEMO_CITIES = [
  { city: 'Paris', zip: '75011' },
  { city: 'Lyon', zip: '69003' },
  { city: 'Marseille', zip: '13006' },
  { city: 'Bordeaux', zip: '33000' },
  { city: 'Nantes', zip: '44000' },
  { city: 'Lille', zip: '59000' },
  { city: 'Toulouse', zip: '31000' },
  { city: 'Rennes', zip: '35000' },
  { city: 'Strasbourg', zip: '67000' },
  { city: 'Montpellier', zip: '34000' },
  { city: 'Concarneau', zip: '29900' },
  { city: 'Annecy', zip: '74000' },
] as const;

export const DEMO_STREETS = [
  'rue de la République',
  'avenue Jean Jaurès',
  'place du Marché',
  'rue Victor Hugo',
  'boulevard Gambetta',
  'rue des Écoles',
  'quai des Pêcheurs',
  'rue Nationale',
];

export const DEMO_FIRST_NAMES = [
  'Camille',
  'Lucie',
  'Julien',
  'Sophie',
  'Thomas',
  'Manon',
  'Nicolas',
  'Léa',
  'Antoine',
  'Chloé',
  'Hugo',
  'Inès',
  'Mathieu',
  'Sarah',
  'Pierre',
  'Émilie',
  'Louis',
  'Claire',
  'Maxime',
  'Anaïs',
];

export const DEMO_SURNAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Durand',
  'Lefèvre',
  'Moreau',
  'Laurent',
  'Girard',
  'Roux',
  'Fournier',
  'Bonnet',
  'Lambert',
  'Fontaine',
  'Chevalier',
  'Garnier',
];

/** Review texts by rating; `{category}` is the listing's trade, lower-cased. */
export const DEMO_REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    'Accueil chaleureux et service impeccable. Je recommande vivement !',
    'Toujours un plaisir de venir ici, l’équipe est aux petits soins.',
    'Excellent rapport qualité-prix, on sent le travail bien fait.',
    'Une adresse que je conseille à tous mes proches. Bravo !',
    'Très professionnels, ponctuels et de bon conseil.',
    '',
  ],
  4: [
    'Très bonne expérience, juste un peu d’attente le samedi matin.',
    'Service de qualité, personnel agréable. Les prix sont un peu élevés.',
    'Bonne adresse dans le quartier, je reviendrai.',
    '',
  ],
  3: ['Correct sans plus. Le service était un peu lent ce jour-là.', 'Prestation moyenne, mais l’accueil est sympathique.'],
  2: ['Déçu par ma dernière visite, la qualité a baissé.', 'Long délai et peu d’explications. Dommage.'],
  1: ['Très mauvaise expérience, personne pour répondre à mes questions.', 'Rendez-vous oublié et aucune excuse. Je ne reviendrai pas.'],
};

export const DEMO_FOREIGN_TEXTS = [
  { language: 'en', text: 'Lovely place, friendly staff and great quality. Highly recommended!' },
  { language: 'en', text: 'Good service overall, a bit busy on weekends.' },
  { language: 'es', text: 'Muy buena atención y excelente calidad. ¡Volveremos!' },
];

export const DEMO_OWNER_RESPONSES = [
  'Merci beaucoup pour votre retour, à très bientôt !',
  'Merci pour votre confiance, toute l’équipe est ravie de vous compter parmi nos clients.',
  'Nous sommes désolés de cette expérience. Contactez-nous pour que nous puissions en parler.',
];
