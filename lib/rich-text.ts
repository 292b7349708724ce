/** Rich text ready for display: plain text (no markup) or HTML already sanitised on the server. */
export type RichText = { kind: 'text'; text: string } | { kind: 'html'; html: string };
