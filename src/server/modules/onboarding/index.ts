// The onboarding module as other modules see it: the setup wizard's service.
export { createOnboardingService, type OnboardingService } from './service';
