import type { CaptchaChallengeResponse } from '@registry/contract/auth/captcha';
import { apiCall } from '../../lib/api-client';

export const CAPTCHA_CHALLENGE_PATH = '/captcha/challenge';

const loadSchema = async () =>
  (await import('@registry/contract/auth/captcha')).CaptchaChallengeResponseSchema;

/** A fresh challenge (GET /api/captcha/challenge) through the app's client: platform and lng headers. */
export function fetchCaptchaChallenge(signal?: AbortSignal): Promise<CaptchaChallengeResponse> {
  return apiCall({
    path: CAPTCHA_CHALLENGE_PATH,
    schema: loadSchema,
    ...(signal ? { signal } : {}),
  });
}
