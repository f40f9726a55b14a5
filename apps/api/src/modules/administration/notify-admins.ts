import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE } from '@registry/contract/common/language';
import type { Db } from '../../db/client';
import { companies, notifications, userCompanies, users } from '../../db/schema/accounts';
import type { MessageCode } from '../../i18n/messages';
import { composeMail } from '../../lib/compose-mail';
import type { Mailer } from '../../lib/mailer';

export interface NoticeContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** What to tell the admins: the bell's notification (kind, payload) and a mail. */
export interface AdminNotice {
  kind: string;
  payload: Record<string, string | number>;
  mail: { subject: MessageCode; body: MessageCode; params: Record<string, string | number> };
}

/** The active admin users of these companies, with their mail address and language. */
async function companyAdmins(db: Db, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      companyId: userCompanies.companyId,
      email: users.email,
      name: users.name,
      language: users.language,
    })
    .from(userCompanies)
    .innerJoin(users, eq(users.id, userCompanies.userId))
    .where(
      and(
        inArray(userCompanies.companyId, companyIds),
        eq(userCompanies.isAdmin, 1),
        eq(userCompanies.active, 1),
        eq(users.active, 1),
      ),
    );
}

/** The ids of the certifier companies (the registry's administration). */
export async function certifierCompanyIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.typeAccount, 'certifier'));
  return rows.map((row) => row.id);
}

/**
 * After a change commits: the notification (the header bell's) for each
 * active admin of the companies, in that company, and the mail to each in
 * their language (`name` added to its params). A mail that fails is logged;
 * the change stands.
 */
export async function notifyAdmins(
  ctx: NoticeContext,
  companyIds: number[],
  notice: AdminNotice,
): Promise<void> {
  const admins = await companyAdmins(ctx.db, [...new Set(companyIds)]);
  if (admins.length === 0) return;
  await ctx.db.insert(notifications).values(
    admins.map((admin) => ({
      userId: admin.userId,
      companyId: admin.companyId,
      kind: notice.kind,
      payload: notice.payload,
    })),
  );
  for (const admin of admins) {
    const mail = composeMail(admin.language ?? DEFAULT_LANGUAGE, {
      to: admin.email,
      subject: notice.mail.subject,
      body: notice.mail.body,
      params: { ...notice.mail.params, name: admin.name },
    });
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      ctx.log.error(
        { err: error, userId: admin.userId, kind: notice.kind },
        'a notice mail failed',
      );
    }
  }
}
