/** What npm run verify-log found wrong: it prints the message and exits 1. */
export class LogVerificationError extends Error {}
