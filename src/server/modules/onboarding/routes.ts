import type { FastifyInstance } from 'fastify';
import { object } from 'yup';
import { companyInfoSchema, listingUrlSchema, personalInfoSchema } from '../../../shared/validation/onboarding-schemas';
import { AppError } from '../../plugins/error-handler';
import { lookUpListing } from '../reviews/listing-lookup';
import type { CompanyInput, PersonalInput } from './service';

const onboardingSchema = object({
  userInformation: personalInfoSchema,
  companyInformation: companyInfoSchema,
  url: listingUrlSchema.fields.url,
});

/** The setup wizard's routes, under /users/private (spec §7). */
export async function onboardingRoutes(app: FastifyInstance) {
  const currentUser = (uid: string) => app.users.requireByUid(uid);

  app.post<{ Body: { userInformation: PersonalInput; companyInformation: CompanyInput; url: string } }>(
    '/onboarding',
    { schema: { body: onboardingSchema } },
    async (request) => {
      const user = await currentUser(request.identity.uid);
      const { userInformation, companyInformation: company, url } = request.body;
      const location = await lookUpListing(app.maps, url);
      await app.onboarding.complete(user.id, userInformation, company, { shortUrl: url, location });
      return { hasDoneProfileSetup: true };
    },
  );

  app.get('/infos', async (request) => {
    const infos = await app.onboarding.personal((await currentUser(request.identity.uid)).id);
    if (!infos) throw new AppError(404, 'PERSONAL_INFORMATION_NOT_FOUND', 'No personal information yet');
    return infos;
  });

  app.get('/company-information', async (request) => {
    const company = await app.onboarding.company((await currentUser(request.identity.uid)).id);
    if (!company) throw new AppError(404, 'COMPANY_INFORMATION_NOT_FOUND', 'No company information yet');
    return company;
  });

  app.put<{ Body: PersonalInput }>('/update-personal-information', { schema: { body: personalInfoSchema } }, async (request) =>
    app.onboarding.updatePersonal((await currentUser(request.identity.uid)).id, request.body),
  );

  app.put<{ Body: CompanyInput }>('/update-company-information', { schema: { body: companyInfoSchema } }, async (request) =>
    app.onboarding.updateCompany((await currentUser(request.identity.uid)).id, request.body),
  );
}
