import { GoogleApiError } from '../../adapters/google/business-profile';
import { DEFAULT_RETRY_AFTER_SECONDS, ProfileError } from '../../adapters/google-profile/profile-error';
import { AppError } from '../../errors';

/**
 * Google's refusal as the API answers it: a 4xx the owner can act on (503 when Google cannot be reached, as for the
 * other outside services), never a 500. Anything else goes on as it is.
 */
export function profileRefusal(error: unknown): unknown {
  if (error instanceof ProfileError) {
    switch (error.code) {
      case 'PROFILE_RATE_LIMITED':
        return new AppError(429, 'PROFILE_RATE_LIMITED', 'Google reçoit trop de demandes, réessayez dans un instant', {
          retryAfterSeconds: error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS,
        });
      case 'PROFILE_INVALID':
        return new AppError(400, 'PROFILE_INVALID', `Google a refusé ces informations (${error.message})`.slice(0, 500), {
          fields: Object.fromEntries(error.violations.map((violation) => [violation.field || 'profile', 'validation.invalid'])),
        });
      case 'PROFILE_FORBIDDEN':
        return new AppError(403, 'PROFILE_FORBIDDEN', "Google n'autorise pas cette modification pour cet établissement");
      case 'PROFILE_NOT_FOUND':
        return new AppError(404, 'PROFILE_NOT_FOUND', "Cet élément n'existe plus sur la fiche Google");
      case 'PROFILE_TOKEN_REVOKED':
        return tokenRevoked();
      case 'PROFILE_UNAVAILABLE':
        return unavailable();
    }
  }
  if (error instanceof GoogleApiError) {
    if (error.problem === 'QUOTA') {
      return new AppError(429, 'PROFILE_RATE_LIMITED', 'Google reçoit trop de demandes, réessayez dans un instant', {
        retryAfterSeconds: error.retryAfterMs === null ? DEFAULT_RETRY_AFTER_SECONDS : Math.max(1, Math.ceil(error.retryAfterMs / 1000)),
      });
    }
    if (error.problem === 'TOKEN_REVOKED') return tokenRevoked();
    if (error.problem === 'API_ACCESS_NOT_GRANTED' || error.problem === 'LOCATION_NOT_VERIFIED') {
      return new AppError(403, 'PROFILE_FORBIDDEN', "Google n'autorise pas cette modification pour cet établissement");
    }
    return unavailable();
  }
  return error;
}

const tokenRevoked = () =>
  new AppError(409, 'PROFILE_TOKEN_REVOKED', "L'accès à Google Business Profile a été retiré : reconnectez la fiche Google");
const unavailable = () => new AppError(503, 'PROFILE_UNAVAILABLE', 'Google ne répond pas pour le moment, réessayez plus tard');
