import { z } from 'zod';
import { envelopeWith } from '../common/envelope';

/**
 * GET /api/captcha/challenge: an ALTCHA proof-of-work challenge (DESIGN.md 1).
 * The browser solves it and sends the widget's payload as recaptchaValue.
 * provider 'none' means the server asks for no captcha (development only).
 */
export const CaptchaChallengeResponseSchema = envelopeWith({
  provider: z.enum(['altcha', 'none']),
  challenge: z.record(z.string(), z.unknown()).nullable(),
});
export type CaptchaChallengeResponse = z.infer<typeof CaptchaChallengeResponseSchema>;
