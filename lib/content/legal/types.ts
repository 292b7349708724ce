/**
 * Legal documents as typed data, so the page, its table of contents and the tests read one
 * source. Section numbers are not stored: they follow from the order of the sections.
 */

/** A link inside running text: another legal page, a section of this one, or an email address. */
export interface LegalLink {
  text: string;
  href: string;
}

/** A defined term or a phrase that must stand out when the text is scanned. */
export interface LegalEmphasis {
  strong: string;
}

export type LegalInline = string | LegalLink | LegalEmphasis;

/** Running text: a plain string, or plain strings with links and emphasis between them. */
export type LegalText = string | readonly LegalInline[];

export type LegalBlock =
  { type: 'paragraph'; text: LegalText } | { type: 'list'; ordered: boolean; items: readonly LegalText[] };

export interface LegalSubsection {
  /** The fragment the heading answers to; unique within its document. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalSection extends LegalSubsection {
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocumentContent {
  /** The page's h1: the route's title. */
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change that took effect. */
  lastUpdated: string;
  intro: readonly LegalText[];
  sections: readonly LegalSection[];
}
