import { tripadvisorLocationId } from './tripadvisor-url';

describe('tripadvisorLocationId', () => {
  it.each([
    [
      'https://www.tripadvisor.fr/Restaurant_Review-g187265-d8451234-Reviews-Le_Bouchon_des_Filles-Lyon_Rhone_Auvergne_Rhone_Alpes.html',
      '8451234',
    ],
    ['https://www.tripadvisor.com/Hotel_Review-g187147-d188151-Reviews-Hotel_Lutetia-Paris_Ile_de_France.html', '188151'],
    ['https://tripadvisor.co.uk/Attraction_Review-g187147-d188151-Reviews', '188151'],
    ['http://fr.tripadvisor.be/Restaurant_Review-g188644-d2034567-Reviews-X.html?m=1#REVIEWS', '2034567'],
    ['  https://www.tripadvisor.fr/Restaurant_Review-g187265-d8451234-Reviews.html  ', '8451234'],
    ['8451234', '8451234'],
    [' 8451234 ', '8451234'],
  ])('reads the location of %s', (input, expected) => {
    expect(tripadvisorLocationId(input)).toBe(expected);
  });

  it.each([
    ['another site', 'https://www.example.com/Restaurant_Review-g187265-d8451234-Reviews.html'],
    ['a look-alike host', 'https://www.tripadvisor.fr.evil.example/Restaurant_Review-g1-d8451234-Reviews.html'],
    ['a host ending like Tripadvisor', 'https://nottripadvisor.fr/Restaurant_Review-g1-d8451234-Reviews.html'],
    ['a listing address without a location', 'https://www.tripadvisor.fr/Restaurants-g187265-Lyon.html'],
    ['another scheme', 'javascript://www.tripadvisor.fr/Restaurant_Review-g1-d8451234-Reviews.html'],
    ['an id that is too long', '1234567890123'],
    ['words', 'Le Bouchon des Filles, Lyon'],
    ['nothing', ''],
    ['an oversized text', `https://www.tripadvisor.fr/Restaurant_Review-g1-d8451234-${'x'.repeat(1000)}.html`],
    ['a huge run of digits and dashes', `https://www.tripadvisor.fr/${'-d1'.repeat(200)}`],
  ])('names no location for %s', (_case, input) => {
    expect(tripadvisorLocationId(input)).toBeNull();
  });

  it('answers an adversarial text of the largest size at once', () => {
    const started = performance.now();
    tripadvisorLocationId(`https://www.tripadvisor.fr/${'-d'.repeat(230)}`);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
