/** Where a user asks for a new recovery link (spec section 2). */
export const PASSWORD_RECOVERY_PATH = '/password-recovery';
