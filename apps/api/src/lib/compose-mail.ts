import type { Language } from '@registry/contract/common/language';
import { translate, type MessageCode } from '../i18n/messages';
import type { Mail } from './mailer';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/**
 * A mail whose text is the catalogue's body filled with `params`; its HTML is
 * the same paragraphs with every value escaped and the `link` param (when
 * given) clickable. The subject takes the same params.
 */
export function composeMail(
  lng: Language,
  {
    to,
    subject,
    body,
    params,
  }: {
    to: string;
    subject: MessageCode;
    body: MessageCode;
    params: Record<string, string | number>;
  },
): Mail {
  const htmlParams = Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      const escaped = escapeHtml(String(value));
      return [key, key === 'link' ? `<a href="${escaped}">${escaped}</a>` : escaped];
    }),
  );
  const html = translate(lng, body, htmlParams)
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return {
    to,
    subject: translate(lng, subject, params),
    text: translate(lng, body, params),
    html: `<!doctype html><html lang="${lng}"><body>${html}</body></html>`,
  };
}
