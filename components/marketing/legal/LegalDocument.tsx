import Link from 'next/link';
import { Fragment } from 'react';

import type { LegalBlock, LegalDocumentContent, LegalInline, LegalText } from '@/lib/content/legal/types';

import styles from './LegalDocument.module.scss';

const lastUpdatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A legal page: title, last-updated date and introduction, a table of contents (sticky beside
 * the text on desktop, inline above it on smaller screens) and the numbered sections. A static
 * server component: the table of contents is plain fragment links, so it needs no client code.
 */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <article className={styles.document} aria-labelledby="legal-title">
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <h1 id="legal-title">{document.title}</h1>
          <p className={styles.updated}>
            Last updated{' '}
            <time dateTime={document.lastUpdated}>
              {lastUpdatedFormat.format(new Date(`${document.lastUpdated}T00:00:00Z`))}
            </time>
          </p>
          {document.intro.map((text, index) => (
            <p key={index} className={styles.intro}>
              <Text text={text} />
            </p>
          ))}
        </div>
      </header>
      <div className={styles.layout}>
        <nav aria-label="Table of contents" className={styles.toc}>
          <h2 className={styles.tocTitle}>Contents</h2>
          <ol className={styles.tocList}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {document.sections.map((section, sectionIndex) => {
            const number = sectionIndex + 1;
            return (
              <section key={section.id} className={styles.section}>
                <h2 id={section.id} className={styles.sectionTitle}>
                  <span className={styles.number}>{number}.</span> {section.heading}
                </h2>
                <Blocks blocks={section.blocks} />
                {section.subsections?.map((subsection, subsectionIndex) => (
                  <Fragment key={subsection.id}>
                    <h3 id={subsection.id} className={styles.subsectionTitle}>
                      <span className={styles.number}>
                        {number}.{subsectionIndex + 1}
                      </span>{' '}
                      {subsection.heading}
                    </h3>
                    <Blocks blocks={subsection.blocks} />
                  </Fragment>
                ))}
              </section>
            );
          })}
        </div>
      </div>
    </article>
  );
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) => {
    if (block.type === 'paragraph') {
      return (
        <p key={index}>
          <Text text={block.text} />
        </p>
      );
    }
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List key={index} className={styles.list}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Text text={item} />
          </li>
        ))}
      </List>
    );
  });
}

function Text({ text }: { text: LegalText }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => <Inline key={index} part={part} />);
}

function Inline({ part }: { part: LegalInline }) {
  if (typeof part === 'string') return part;
  if ('strong' in part) return <strong>{part.strong}</strong>;
  // Other pages of the site go through next/link; mailto, tel and in-page fragments stay plain.
  if (part.href.startsWith('/')) return <Link href={part.href}>{part.text}</Link>;
  return <a href={part.href}>{part.text}</a>;
}
