import 'server-only';

import { escapeHtml } from '@/lib/html';

/**
 * One mail's content, written once and rendered twice: as an HTML part and as a text part that
 * say the same thing. The HTML is plain and accessible: a language, a title, one heading, a table
 * of facts with row headers, a link that names where it goes; no images, no scripts, no layout
 * tables. Every value is text: it is escaped here, so a template never builds markup from what
 * people typed.
 */
export interface MailContent {
  /** The subject line, also the HTML document's title. */
  subject: string;
  heading: string;
  /** Paragraphs before the facts (a greeting, what happened). */
  intro: string[];
  /** Label and value pairs, in order: the order's number, product, delivery, amounts... */
  facts?: { caption: string; rows: { label: string; value: string }[] };
  /** The one thing to do next: a link, absolute from SITE_URL. */
  action?: { label: string; url: string };
  /** Paragraphs after the facts. */
  outro?: string[];
}

/** What a mail template answers, ready for the outbox. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Where a mail's links point: the site's public origin (`SITE_URL`). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

const SIGNATURE = 'BuildMarket';

const STYLE = {
  body: 'margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5',
  table: 'border-collapse:collapse;margin:16px 0;text-align:left',
  caption: 'text-align:left;font-weight:bold;padding-bottom:8px',
  th: 'padding:6px 16px 6px 0;vertical-align:top;font-weight:bold',
  td: 'padding:6px 0;vertical-align:top',
  link: 'color:#0b57d0',
  footer: 'margin-top:32px;color:#4a4a4a;font-size:14px',
} as const;

/** A value that may span lines (an address, a reason): each line break kept in the HTML. */
const multiline = (value: string) => escapeHtml(value).replaceAll(/\r?\n/g, '<br>');

function renderHtml(content: MailContent, siteUrl: string): string {
  const paragraphs = (lines: string[] = []) => lines.map((line) => `<p>${multiline(line)}</p>`).join('\n');
  const facts = content.facts
    ? [
        `<table style="${STYLE.table}">`,
        `<caption style="${STYLE.caption}">${escapeHtml(content.facts.caption)}</caption>`,
        '<tbody>',
        ...content.facts.rows.map(
          (row) =>
            `<tr><th scope="row" style="${STYLE.th}">${escapeHtml(row.label)}</th><td style="${STYLE.td}">${multiline(row.value)}</td></tr>`,
        ),
        '</tbody>',
        '</table>',
      ].join('\n')
    : '';
  const action = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="${STYLE.link}">${escapeHtml(content.action.label)}</a></p>`
    : '';
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title>`,
    '</head>',
    `<body style="${STYLE.body}">`,
    `<h1 style="font-size:22px">${escapeHtml(content.heading)}</h1>`,
    paragraphs(content.intro),
    facts,
    action,
    paragraphs(content.outro),
    `<p style="${STYLE.footer}">${SIGNATURE} · <a href="${escapeHtml(siteUrl)}" style="${STYLE.link}">${escapeHtml(siteUrl)}</a></p>`,
    '</body>',
    '</html>',
    '',
  ]
    .filter((part) => part !== '')
    .join('\n');
}

function renderText(content: MailContent, siteUrl: string): string {
  const blocks: string[] = [content.heading, ...content.intro];
  if (content.facts) {
    blocks.push(
      [
        content.facts.caption,
        ...content.facts.rows.map((row) => `${row.label}: ${row.value.replaceAll(/\r?\n/g, '\n  ')}`),
      ].join('\n'),
    );
  }
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  blocks.push(...(content.outro ?? []));
  blocks.push(`-- \n${SIGNATURE}\n${siteUrl}`);
  return `${blocks.join('\n\n')}\n`;
}

/** The mail's subject, text part and HTML part, from one content. */
export function renderMail(content: MailContent, siteUrl: string): RenderedMail {
  // A subject is one header line: a line break in a product's or a person's name must not end it.
  const subject = content.subject.replaceAll(/\s+/g, ' ').trim();
  const single = { ...content, subject };
  return { subject, text: renderText(single, siteUrl), html: renderHtml(single, siteUrl) };
}
