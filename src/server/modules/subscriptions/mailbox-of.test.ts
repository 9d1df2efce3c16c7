import { mailboxOf } from './mailbox-of';

describe('mailboxOf', () => {
  it('folds Gmail dots and tags, and googlemail.com into gmail.com', () => {
    expect(mailboxOf('j.ohn+x@gmail.com')).toBe('john@gmail.com');
    expect(mailboxOf(' John@GoogleMail.com ')).toBe('john@gmail.com');
    expect(mailboxOf('j.o.h.n+promo+2@googlemail.com')).toBe('john@gmail.com');
  });

  it('drops the tag where the provider delivers name+tag to name, and keeps the dots there', () => {
    expect(mailboxOf('marie.dupont+essai@hotmail.fr')).toBe('marie.dupont@hotmail.fr');
    expect(mailboxOf('marie+essai@outlook.fr')).toBe('marie@outlook.fr');
    expect(mailboxOf('marie+essai@live.fr')).toBe('marie@live.fr');
    expect(mailboxOf('marie+essai@icloud.com')).toBe('marie@icloud.com');
  });

  it('keeps the address whole elsewhere, only trimmed and lower-cased', () => {
    expect(mailboxOf('Marie.Dupont+essai@orange.fr')).toBe('marie.dupont+essai@orange.fr');
    expect(mailboxOf('marie+essai@free.fr')).toBe('marie+essai@free.fr');
    expect(mailboxOf('marie+essai@sfr.fr')).toBe('marie+essai@sfr.fr');
    expect(mailboxOf('marie+essai@laposte.net')).toBe('marie+essai@laposte.net');
    expect(mailboxOf('marie-essai@yahoo.fr')).toBe('marie-essai@yahoo.fr');
    expect(mailboxOf('j.ohn+x@gmail.com.example.fr')).toBe('j.ohn+x@gmail.com.example.fr');
  });
});
