import { framePage } from './frame-page';

describe("the iframe's page", () => {
  it('names no source in its title: the widget may show TheFork’s or Facebook’s reviews beside Google’s', () => {
    expect(framePage('AbCdEfGhIjKlMnOp', {})).toContain('<title>Avis clients</title>');
    expect(framePage('AbCdEfGhIjKlMnOp', { lang: 'en' })).toContain('<title>Customer reviews</title>');
    expect(framePage('AbCdEfGhIjKlMnOp', { lang: 'es' })).toContain('<title>Opiniones de clientes</title>');
    expect(framePage('AbCdEfGhIjKlMnOp', { lang: 'fr' })).not.toContain('Google');
  });
});
