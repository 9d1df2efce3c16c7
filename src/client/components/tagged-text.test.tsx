import { render, screen } from '@testing-library/react';
import { i18n } from '../i18n';
import { TaggedText } from './tagged-text';

describe('TaggedText', () => {
  beforeAll(() => {
    i18n.addResource('fr', 'translation', 'test.tagged', 'Envoyé à <strong>{{email}}</strong>, lisez la <privacy>politique</privacy>.');
    i18n.addResource('fr', 'translation', 'test.unknownTag', 'Un <nope>mot</nope> {{missing}}');
  });

  it('draws each tag with its element and puts the values in', () => {
    const { container } = render(
      <TaggedText
        i18nKey="test.tagged"
        values={{ email: 'marie@boulangerie.fr' }}
        components={{ strong: <strong />, privacy: <a href="/privacy" /> }}
      />,
    );
    expect(container).toHaveTextContent('Envoyé à marie@boulangerie.fr, lisez la politique.');
    expect(container.querySelector('strong')).toHaveTextContent('marie@boulangerie.fr');
    expect(screen.getByRole('link', { name: 'politique' })).toHaveAttribute('href', '/privacy');
  });

  it('keeps a value as text, even when it looks like a tag', () => {
    const { container } = render(
      <TaggedText
        i18nKey="test.tagged"
        values={{ email: '<privacy>x</privacy>' }}
        components={{ strong: <strong />, privacy: <a href="/privacy" /> }}
      />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('<privacy>x</privacy>');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows the content of a tag it has no element for, and a missing value as written', () => {
    const { container } = render(<TaggedText i18nKey="test.unknownTag" components={{}} />);
    expect(container).toHaveTextContent('Un mot {{missing}}');
  });
});
