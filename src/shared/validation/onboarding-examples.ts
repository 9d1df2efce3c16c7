/** A valid setup wizard submission: the example the schema, API and browser tests start from. */
export const validOnboarding = {
  userInformation: {
    firstName: 'Élodie',
    lastName: 'Le Gall',
    birthDate: '29/02/1988',
    countryCode: 'FR',
    phoneNumber: '+33 6 12 34 56 78',
  },
  companyInformation: {
    legalStatus: 'Auto-entrepreneur',
    companyName: 'Boulangerie du Port',
    siretNumber: '12345678901234',
    activitySector: 'bakery',
    vatNumber: '',
    address: '12 quai des Pêcheurs',
    zipCode: '29900',
    city: 'Concarneau',
    country: 'France',
    companyEmail: 'Contact@Boulangerie-du-Port.fr',
    countryCode: 'FR',
    companyPhone: '02 98 00 00 00',
  },
  url: 'https://maps.app.goo.gl/PortBakery29',
};
