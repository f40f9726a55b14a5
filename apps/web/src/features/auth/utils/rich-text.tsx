import { createElement, Fragment, useMemo, type ReactNode } from 'react';

/** Elements the server's rich text may use (list-terms-conditions contract), mapped one level down. */
const ELEMENTS: Readonly<Record<string, string>> = {
  p: 'p',
  h2: 'h3',
  h3: 'h4',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  strong: 'strong',
  em: 'em',
  b: 'strong',
  i: 'em',
};

/** Elements dropped with everything inside them; any other unknown element keeps only its text. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'head',
  'title',
]);

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

function safeHref(href: string | null): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, window.location.origin);
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function toReact(nodes: NodeListOf<ChildNode>, prefix: string): ReactNode[] {
  return Array.from(nodes, (node, index) => {
    const key = `${prefix}.${index}`;
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) return null;
    if (tag === 'br') return <br key={key} />;
    const children = toReact(element.childNodes, key);
    if (tag === 'a') {
      const href = safeHref(element.getAttribute('href'));
      if (!href) return <Fragment key={key}>{children}</Fragment>;
      return (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    }
    const mapped = ELEMENTS[tag];
    return mapped ? (
      createElement(mapped, { key }, ...children)
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  });
}

/**
 * Server-supplied rich text rendered without innerHTML: parsed in an inert
 * document (DOMParser runs no script and loads nothing), then rebuilt as React
 * elements from an allow-list. Attributes are dropped, except a link's href
 * when it is http(s) or mailto; headings go one level down, under the dialog's title.
 */
export function RichText({ html }: { html: string }) {
  const content = useMemo(() => {
    const document = new DOMParser().parseFromString(html, 'text/html');
    return toReact(document.body.childNodes, 'rich');
  }, [html]);
  return <>{content}</>;
}
