import type { RichText } from '@/lib/rich-text';

/** Shows text prepared by `prepareRichText`: plain text as paragraphs, sanitised HTML as is. */
export function RichTextBlock({ value }: { value: RichText }) {
  if (value.kind === 'html') return <div dangerouslySetInnerHTML={{ __html: value.html }} />;
  return (
    <>
      {value.text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}
