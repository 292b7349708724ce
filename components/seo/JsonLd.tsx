/**
 * Structured data for search engines. `<` is escaped so that text from the API (an address, a
 * name) can never close the script element and inject markup.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
