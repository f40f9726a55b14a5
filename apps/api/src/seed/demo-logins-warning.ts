import { like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';

/** The domain of every demo login (DESIGN.md 5); nobody else's address ends with it. */
export const DEMO_EMAIL_DOMAIN = '@demo.example';

/**
 * The loud warning for a registry on PostgreSQL (DATABASE_URL: a real one)
 * whose database holds the demo logins, whose password the README publishes;
 * null when it holds none or the database is the embedded trial one.
 */
export async function demoLoginsWarning(
  db: Db,
  { databaseUrl }: { databaseUrl: string },
): Promise<string | null> {
  if (!databaseUrl) return null;
  const found = await db
    .select({ email: users.email })
    .from(users)
    .where(like(users.email, `%${DEMO_EMAIL_DOMAIN}`))
    .limit(1);
  if (found.length === 0) return null;
  return (
    `PUBLIC DEMO LOGINS: this PostgreSQL database holds the demo registry's logins ` +
    `(certifier@demo.example and the other *${DEMO_EMAIL_DOMAIN}), whose password is ` +
    'published in the README: anyone can log in and administer this registry. Never use ' +
    'it in production: start a real registry on an empty database without SEED=demo and ' +
    'create its operator with npm run create-admin.'
  );
}
