import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { resolveListing, toApiListing, writeEvidenceCsv } from '../reviews';
import { listingOf, organizationOf } from '../../plugins/authenticate';
import type { Establishment } from '../../../shared/api/organizations';
import { requireTwoFactor } from '../../plugins/two-factor-token';
import { journalInOrganization } from '../../plugins/activity-journal';
import { route } from '../../plugins/route';
import { listingPlace } from './service';
import { removedHistoryFileName } from '../../../shared/api/removed-establishments';
import { DEFAULT_LANGUAGE } from '../../../shared/constants';

/** The personal fields that say who the owner is. */
const IDENTITY_FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;

/** The setup wizard's routes, under /users/private. */
export async function onboardingRoutes(app: FastifyInstance) {
  // Each lookup is a paid provider call: counted per account.
  const lookUp = async (providerUid: string, url: string) => {
    await app.limits.hit('lookup-account', providerUid);
    return resolveListing(app.maps, url);
  };

  route(app, 'completeOnboarding', async (request) => {
    const { owner } = request;
    if (owner.hasDoneProfileSetup) throw new AppError(409, 'ONBOARDING_ALREADY_DONE', 'The account is already set up');
    const { userInformation, companyInformation: company, url } = request.body;
    const preview = await lookUp(owner.providerUid, url);
    await app.onboarding.complete(owner.id, userInformation, company, { shortUrl: url, preview });
    return { hasDoneProfileSetup: true };
  });

  // Another listing later on is a deliberate change: the old listing's reviews go with it.
  route(app, 'replaceListing', async (request) => {
    const { owner, ownerListing: current } = request;
    if (!current) throw new AppError(409, 'SETUP_REQUIRED', 'Finish the account setup first');
    const preview = await lookUp(owner.providerUid, request.body.url);
    return toApiListing(await app.onboarding.replaceListing(current, { shortUrl: request.body.url, preview }));
  });

  route(app, 'saveListingNameArticle', async (request) =>
    toApiListing(await app.onboarding.saveNameKeepsArticle(listingOf(request), request.body.nameKeepsArticle)),
  );

  route(app, 'personalInformation', async (request) => {
    const infos = await app.onboarding.personal(request.owner.id);
    if (!infos) throw new AppError(404, 'PERSONAL_INFORMATION_NOT_FOUND', 'No personal information yet');
    return infos;
  });

  route(app, 'companyInformation', async (request) => {
    const company = await app.onboarding.company(request.owner.id);
    if (!company) throw new AppError(404, 'COMPANY_INFORMATION_NOT_FOUND', 'No company information yet');
    return company;
  });

  // Once the account is set up, name and phone are identity details, as in update-info: a change needs
  // the two-factor token. The wizard's own answers (before setup) and the other fields stay free.
  route(app, 'updatePersonalInformation', async (request) => {
    const { owner, body } = request;
    if (owner.hasDoneProfileSetup) {
      const stored = await app.onboarding.personal(owner.id);
      if (!stored || IDENTITY_FIELDS.some((field) => stored[field] !== body[field])) requireTwoFactor(app, request);
    }
    return app.onboarding.updatePersonal(owner.id, body);
  });

  route(app, 'updateCompanyInformation', async (request) => app.onboarding.updateCompany(request.owner.id, request.body));

  route(app, 'sendCompanyEmailCode', async (request) => {
    await app.limits.hit('company-email-account', request.owner.providerUid);
    await app.onboarding.sendCompanyEmailCode(request.owner, request.body?.language);
    return { sent: true };
  });

  route(app, 'verifyCompanyEmail', async (request) => {
    await app.limits.hit('company-email-account', request.owner.providerUid);
    const company = await app.onboarding.confirmCompanyEmail(request.owner, request.body.otp);
    if (!company) throw new AppError(404, 'COMPANY_INFORMATION_NOT_FOUND', 'No company information yet');
    return company;
  });
}

/**
 * A paid plan pays for each establishment: its quantity follows the organisation's count. A payment provider that
 * cannot be reached does not undo the change made; the error is logged for the billing to be set right.
 */
async function billEstablishments(app: FastifyInstance, request: FastifyRequest) {
  const organizationId = organizationOf(request);
  const payer = await app.establishments.payerOf(organizationId);
  await app.billing
    .followEstablishments(payer, await app.establishments.countOf(organizationId))
    .catch((error: unknown) =>
      request.log.error({ err: error, organizationId }, 'the subscription quantity did not follow the establishments'),
    );
}

/** Establishments added to the organisation and removed from it (`/locations/private`). */
export async function establishmentChangesRoutes(app: FastifyInstance) {
  // The wizard's listing step for one more establishment: looked up (a paid provider call, counted per account),
  // added, and its synchronisation started at once.
  route(app, 'addEstablishment', async (request, reply) => {
    const organizationId = organizationOf(request);
    await app.limits.hit('lookup-account', request.owner.providerUid);
    const preview = await resolveListing(app.maps, request.body.url);
    const added = await app.establishments.add(organizationId, listingPlace(request.body.url, preview));
    await app.sync.begin(added, { fullHistory: true });
    await billEstablishments(app, request);
    await journalInOrganization(app, request, 'establishment.added', { establishmentId: added.id, name: added.name }, added.id);
    const establishment: Establishment = {
      id: added.id,
      organizationId,
      name: added.name,
      address: added.address,
      averageRating: added.averageRating,
      reviewCount: 0,
      hasBeenSynchronized: false,
    };
    return reply.status(201).send(establishment);
  });

  // Everything of the establishment goes: a fresh one-time code confirms it. Its Google grant is revoked first.
  route(app, 'removeEstablishment', async (request, reply) => {
    requireTwoFactor(app, request);
    const organizationId = organizationOf(request);
    const visible = await app.organizations.establishmentsOf(request.owner.id);
    if (!visible.some((place) => place.id === request.params.id && place.organizationId === organizationId)) {
      throw new AppError(404, 'LOCATION_NOT_FOUND', 'No such establishment');
    }
    // Refused before Google is told anything (checked again under the removal's lock).
    if ((await app.establishments.countOf(organizationId)) === 1) {
      throw new AppError(409, 'LAST_ESTABLISHMENT', 'An organisation keeps one establishment; delete the account to leave');
    }
    await app.google?.connections.disconnect(request.params.id);
    const removed = await app.establishments.remove(organizationId, request.params.id);
    await billEstablishments(app, request);
    // Named in the entry: the establishment itself is gone.
    await journalInOrganization(app, request, 'establishment.removed', { establishmentId: removed.id, name: removed.name });
    return reply.status(204).send();
  });

  // A removed establishment's reviews, kept 30 days for evidence: the list, and each as the evidence file's CSV.
  route(app, 'removedEstablishments', async (request) => ({ items: await app.removedEstablishments.list(organizationOf(request)) }));

  route(app, 'removedEstablishmentReviews', async (request, reply) => {
    await app.limits.hit('evidence-account', request.owner.providerUid);
    const evidence = await app.removedEstablishments.evidenceOf(organizationOf(request), request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${removedHistoryFileName(evidence.listing.name, evidence.madeAt)}"`)
      .header('cache-control', 'private, no-store')
      .send(writeEvidenceCsv(evidence, request.query.language ?? DEFAULT_LANGUAGE));
  });
}
