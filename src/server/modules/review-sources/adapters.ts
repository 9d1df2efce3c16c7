import type { ReviewSourcesConfig } from '../../config';
import { createFacebookSource, type FacebookSource } from '../../adapters/review-sources/facebook';
import { createFacebookLogin, type FacebookLogin } from '../../adapters/review-sources/facebook-login';
import { createFacebookLoginStandIn, createFacebookStandIn } from '../../adapters/review-sources/facebook-standin';
import { createTheForkSource, type TheForkSource } from '../../adapters/review-sources/thefork';
import { createTheForkStandIn } from '../../adapters/review-sources/thefork-standin';
import { createTripadvisorSource, type TripadvisorSource } from '../../adapters/review-sources/tripadvisor';
import { createTripadvisorStandIn } from '../../adapters/review-sources/tripadvisor-standin';

/** The three sources' adapters as the configuration chose them at start: the platform's API, or its offline stand-in. */
export type SourceAdapters = {
  thefork: TheForkSource;
  tripadvisor: TripadvisorSource;
  facebook: FacebookSource;
  facebookLogin: FacebookLogin;
  /** `live` or `demo` per source, for /api/health and the start's log. */
  kinds: { thefork: 'live' | 'demo'; tripadvisor: 'live' | 'demo'; facebook: 'live' | 'demo' };
};

export function createSourceAdapters(config: ReviewSourcesConfig): SourceAdapters {
  const { thefork, tripadvisor, facebook } = config;
  return {
    thefork:
      thefork.kind === 'live'
        ? createTheForkSource({
            apiUrl: thefork.apiUrl,
            tokenUrl: thefork.tokenUrl,
            backfillDays: thefork.backfillDays,
            managerReviewUrl: thefork.managerReviewUrl,
          })
        : createTheForkStandIn(),
    tripadvisor:
      tripadvisor.kind === 'live'
        ? createTripadvisorSource({
            apiKey: tripadvisor.apiKey,
            referer: tripadvisor.referer,
            language: tripadvisor.language,
            apiUrl: tripadvisor.apiUrl,
            managementCenterUrl: tripadvisor.managementCenterUrl,
          })
        : createTripadvisorStandIn(),
    facebook:
      facebook.kind === 'live'
        ? createFacebookSource({
            appId: facebook.appId,
            appSecret: facebook.appSecret,
            version: facebook.version,
            graphUrl: facebook.graphUrl,
          })
        : createFacebookStandIn(),
    facebookLogin:
      facebook.kind === 'live'
        ? createFacebookLogin({
            appId: facebook.appId,
            appSecret: facebook.appSecret,
            version: facebook.version,
            graphUrl: facebook.graphUrl,
            redirectUri: facebook.redirectUri,
            configId: facebook.configId,
          })
        : createFacebookLoginStandIn({ redirectUri: facebook.redirectUri }),
    kinds: { thefork: thefork.kind, tripadvisor: tripadvisor.kind, facebook: facebook.kind },
  };
}
