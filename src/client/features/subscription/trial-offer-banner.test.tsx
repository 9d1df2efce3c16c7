import { screen } from '@testing-library/react';
import { useSubscriptionsQuery, useTrialEligibilityQuery } from '../../api/subscriptions-api';
import { useMeQuery } from '../../api/users-api';
import { aSubscription, aUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { TrialOfferBanner } from './trial-offer-banner';

const api = mockApi();

/** Says when the answers the banner decides on have come (the banner reads the same cache in the same render). */
function AnswersIn({ ownSetup }: { ownSetup: boolean }) {
  const me = useMeQuery();
  const subscriptions = useSubscriptionsQuery(undefined, { skip: !ownSetup });
  const eligibility = useTrialEligibilityQuery(undefined, { skip: !ownSetup });
  const done = me.data !== undefined && (!ownSetup || (subscriptions.data !== undefined && eligibility.data !== undefined));
  return done ? <p>Réponses reçues</p> : null;
}

function renderBanner(ownSetup: boolean) {
  renderWithProviders(
    <>
      <TrialOfferBanner />
      <AnswersIn ownSetup={ownSetup} />
    </>,
  );
  return screen.findByText('Réponses reçues');
}

describe('the trial offer', () => {
  it('is made to an owner who set up their business and never took the trial', async () => {
    api.route('me', { body: aUser({ hasDoneProfileSetup: true }) });
    api.route('subscriptions', { body: [] });
    api.route('trialEligibility', { body: { isEligible: true } });
    await renderBanner(true);
    expect(screen.getByRole('button', { name: 'Essai Gratuit' })).toBeInTheDocument();
  });

  it('is not made, nor asked for, to a member who joined a team without a business of their own', async () => {
    api.route('me', { body: aUser({ hasDoneProfileSetup: false }) });
    await renderBanner(false);
    expect(screen.queryByRole('button', { name: 'Essai Gratuit' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /subscriptions/private/trial/eligible')).toHaveLength(0);
  });

  it('is not made while a subscription gives access', async () => {
    api.route('me', { body: aUser({ hasDoneProfileSetup: true }) });
    api.route('subscriptions', { body: [aSubscription()] });
    api.route('trialEligibility', { body: { isEligible: false } });
    await renderBanner(true);
    expect(screen.queryByRole('button', { name: 'Essai Gratuit' })).not.toBeInTheDocument();
  });
});
