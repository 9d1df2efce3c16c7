import type { Establishment, Membership } from '../../../shared/api/organizations';
import { choiceToMake } from './establishment-choice';

const place = (id: number, organizationId: number): Establishment => ({
  id,
  organizationId,
  name: `Établissement ${id}`,
  address: null,
  averageRating: null,
  reviewCount: 0,
  hasBeenSynchronized: true,
});
const membership = (id: number, establishments: Establishment[]): Membership => ({
  id,
  name: `Organisation ${id}`,
  role: 'manager',
  establishments: establishments.map(({ id: placeId, name }) => ({ id: placeId, name })),
});

// Organisation 1 has establishments 11 and 12; organisation 2 has 21.
const [e11, e12, e21] = [place(11, 1), place(12, 1), place(21, 2)];
const both = { memberships: [membership(1, [e11, e12]), membership(2, [e21])], places: [e11, e12, e21] };
const onlyFirst = { memberships: [membership(1, [e11, e12])], places: [e11, e12] };
const oneShop = { memberships: [membership(1, [e11])], places: [e11] };
const none = { memberships: [], places: [] };

describe('the establishment the screens show, after what the user may see changed', () => {
  it.each([
    ['the chosen one, still seen, stands', both, { organizationId: 1, establishmentId: 12 }, null],
    ['the chosen one, chosen without its organisation, stands', both, { organizationId: null, establishmentId: 21 }, null],
    [
      'an organisation chosen apart from the establishment wins',
      both,
      { organizationId: 2, establishmentId: 12 },
      { organizationId: 2, establishmentId: 21 },
    ],
    [
      'an establishment removed: the first of the same organisation',
      both,
      { organizationId: 1, establishmentId: 99 },
      { organizationId: 1, establishmentId: 11 },
    ],
    [
      'an organisation removed under the member: the first of another',
      onlyFirst,
      { organizationId: 2, establishmentId: 21 },
      { organizationId: 1, establishmentId: 11 },
    ],
    [
      'nothing chosen, one establishment: none needed (the server takes it)',
      oneShop,
      { organizationId: null, establishmentId: null },
      null,
    ],
    [
      'nothing chosen, several: the first of the first organisation',
      both,
      { organizationId: null, establishmentId: null },
      { organizationId: 1, establishmentId: 11 },
    ],
    [
      'an organisation chosen, no establishment: its first',
      both,
      { organizationId: 2, establishmentId: null },
      { organizationId: 2, establishmentId: 21 },
    ],
    [
      'every organisation gone: nothing, as for a new user',
      none,
      { organizationId: 2, establishmentId: 21 },
      { organizationId: null, establishmentId: null },
    ],
    ['a new user with nothing chosen: nothing to choose', none, { organizationId: null, establishmentId: null }, null],
  ])('%s', (_case, { memberships, places }, current, expected) => {
    expect(choiceToMake(memberships, places, current)).toEqual(expected);
  });
});
