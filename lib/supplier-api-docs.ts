/**
 * The supplier API's documentation as the Developers page shows it: generated on the server from
 * the schema (server/graphql/supplier-api-docs.ts), rendered by components/supplier/ApiDocs.tsx.
 */

export interface DocArgument {
  name: string;
  /** As the SDL writes it: `ID!`, `[OrderLoadInput!]!`. */
  type: string;
  /** The named type, when it is documented too (an object, an input or an enum). */
  typeName: string | null;
  description: string | null;
  defaultValue: string | null;
}

export interface DocExample {
  /** The GraphQL document, formatted. */
  query: string;
  variables: Record<string, unknown>;
  /** The whole call, ready to paste into a shell once the placeholders are replaced. */
  curl: string;
}

export interface DocOperation {
  kind: 'query' | 'mutation';
  name: string;
  description: string | null;
  arguments: DocArgument[];
  returns: string;
  returnsTypeName: string | null;
  example: DocExample;
}

export interface DocType {
  name: string;
  kind: 'object' | 'input' | 'enum';
  description: string | null;
  /** Fields of an object or input, values of an enum (their type is empty). */
  fields: DocArgument[];
}

export interface SupplierApiDocs {
  endpoint: string;
  operations: DocOperation[];
  /** Every type the operations take or answer, in the order first met. */
  types: DocType[];
}
