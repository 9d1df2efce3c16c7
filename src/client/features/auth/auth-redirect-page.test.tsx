import { screen, waitFor } from '@testing-library/react';
import { aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { FakeIdentity } from '../../test/fake-identity';
import { createTestStore, renderRoute, startApp } from '../../test/render';
import { initialAuthState } from './auth-slice';

const api = mockApi();
const EMAIL = 'marie@boulangerie.fr';
const profile = aUser({ email: EMAIL, name: 'marie', hasDoneProfileSetup: false });

let stopListener: () => void;
afterEach(() => {
  stopListener();
  window.history.replaceState(null, '', '/');
});

/** Opens the sign-in link `path` as a new user of this browser whose e-mail is known. */
async function openSignInLink(path: string) {
  api.route('createProfile', { status: 201, body: profile });
  api.route('me', { body: profile });
  api.route('organizations', { body: [] });
  localStorage.setItem('email', EMAIL);
  // The page completes the sign-in with the browser's own address.
  window.history.replaceState(null, '', path);
  const identity = new FakeIdentity();
  const store = createTestStore({ auth: initialAuthState }, identity);
  stopListener = startApp(store);
  renderRoute(path, { store });
  await waitFor(() => expect(api.callsTo('POST /users/private')).toHaveLength(1));
  // Signed in: the gate shows the setup wizard.
  expect(await screen.findByRole('heading', { name: 'Paramétrage du compte' })).toBeInTheDocument();
  return api.callsTo('POST /users/private')[0].body;
}

describe('sign-in link page: referral', () => {
  const LINK = '/auth/redirect?mode=signIn&oobCode=code-1&apiKey=demo-key&referral=ABCD2345';

  it('creates the profile with the referral the link carries, when none is stored here', async () => {
    expect(await openSignInLink(LINK)).toMatchObject({ providerUid: 'uid-1', referredBy: 'ABCD2345' });
    expect(localStorage.getItem('ref')).toBeNull();
  });

  it('keeps the referral stored in this browser first', async () => {
    localStorage.setItem('ref', 'LOCAL777');
    expect(await openSignInLink(LINK)).toMatchObject({ referredBy: 'LOCAL777' });
  });
});
