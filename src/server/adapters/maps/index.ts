import type { ServerConfig } from '../../config';
import { createDemoMaps } from './demo-maps';
import type { MapsProvider } from './maps-provider';
import { createSerpApiMaps } from './serpapi-maps';

/** The listing provider the configuration asks for. */
export function createMapsProvider(config: ServerConfig): MapsProvider {
  return config.maps.kind === 'serpapi'
    ? createSerpApiMaps({ apiKey: config.maps.apiKey })
    : createDemoMaps({
        publicUrl: config.publicUrl,
        latencyMs: config.maps.latencyMs,
        holdDir: config.maps.holdDir,
        maxReviews: config.maps.maxReviews,
        newReviewEveryMs: config.demoNewReviewEveryMs,
        changesEveryMs: config.demoChangesEveryMs,
      });
}
