import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';

import { TableScroll } from '@/components/ui/TableScroll';
import { supplierRoutes } from '@/lib/app-routes';
import type { DocArgument, DocOperation, DocType, SupplierApiDocs } from '@/lib/supplier-api-docs';

import styles from './ApiDocs.module.scss';
import { WebhookVerifying } from './WebhookVerifying';

/**
 * The supplier API's documentation, as generated from the schema (the page passes it down): how
 * to call it, each operation with its arguments, answer and example (the GraphQL document, its
 * variables and a curl command), then every type they use, each field with its description, and
 * how a receiver of webhooks verifies a delivery.
 */
export function ApiDocs({ docs }: { docs: SupplierApiDocs }) {
  const documented = new Set(docs.types.map((type) => type.name));
  return (
    <div className={styles.docs}>
      <section aria-labelledby="api-docs-calling" className={styles.card}>
        <h2 id="api-docs-calling">Calling the API</h2>
        <p>
          Your systems send a POST request to <code>{docs.endpoint}</code> with a JSON body (<code>query</code> and{' '}
          <code>variables</code>) and one of your API keys in the <code>Authorization</code> header:{' '}
          <code>Authorization: Bearer bm_sk_…</code>. Create and revoke keys on the{' '}
          <Link href={supplierRoutes.developers}>Developers page</Link>. A key acts for your company, not for a person:
          it reaches only the orders placed with you, with a dispatcher’s rules, and each change it makes shows in the
          order’s history under the key’s name. The site contact’s name, phone and email stay in your workspace.
        </p>
        <p>
          Errors come in <code>errors[].extensions.code</code>: <code>UNAUTHENTICATED</code> without a key or with an
          unknown or revoked one, <code>NOT_FOUND</code> for an order that is not yours,{' '}
          <code>ORDER_TRANSITION_NOT_ALLOWED</code> when the order’s state does not allow the change (its state in{' '}
          <code>extensions.status</code>), <code>LOADS_NOT_PLANNED</code> when an order is scheduled before its loads
          are planned (plan them with <code>supplierApiOrderDispatch</code> first, each load with a truck and a driver),{' '}
          <code>BAD_USER_INPUT</code> with the fields in <code>extensions.fields</code>. In the examples, replace the
          values in angle brackets.
        </p>
        <nav aria-label="Operations">
          <ul className={styles.contents}>
            {docs.operations.map((operation) => (
              <li key={operation.name}>
                <a href={`#${operation.name}`}>
                  <code>{operation.name}</code>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </section>

      <section aria-labelledby="api-docs-operations" className={styles.docs}>
        <h2 id="api-docs-operations">Operations</h2>
        {docs.operations.map((operation) => (
          <Operation key={operation.name} operation={operation} documented={documented} />
        ))}
      </section>

      <section aria-labelledby="api-docs-types" className={styles.docs}>
        <h2 id="api-docs-types">Types</h2>
        {docs.types.map((type) => (
          <TypeDoc key={type.name} type={type} documented={documented} />
        ))}
      </section>

      <section aria-labelledby="api-docs-webhooks" className={styles.card}>
        <h2 id="api-docs-webhooks">Webhooks</h2>
        <p>
          Instead of asking the API for changes, your systems can hear of them as they happen: register the addresses we
          send your orders’ events to on the <Link href={supplierRoutes.developersWebhooks}>Webhooks page</Link>.
        </p>
        <WebhookVerifying />
      </section>
    </div>
  );
}

function Operation({ operation, documented }: { operation: DocOperation; documented: Set<string> }) {
  const { example } = operation;
  return (
    <article id={operation.name} aria-labelledby={`${operation.name}-title`} className={styles.card}>
      <h3 id={`${operation.name}-title`}>
        <code>{operation.name}</code> <span className={styles.kind}>{operation.kind}</span>
      </h3>
      {operation.description && <Description text={operation.description} />}
      {operation.arguments.length > 0 && (
        <FieldTable caption={`Arguments of ${operation.name}`} fields={operation.arguments} documented={documented} />
      )}
      <p>
        Answers <TypeName type={operation.returns} name={operation.returnsTypeName} documented={documented} />.
      </p>
      <h4>Example</h4>
      <CodeBlock label={`${operation.name}: GraphQL document`}>{example.query}</CodeBlock>
      {Object.keys(example.variables).length > 0 && (
        <CodeBlock label={`${operation.name}: variables`}>{JSON.stringify(example.variables, null, 2)}</CodeBlock>
      )}
      <CodeBlock label={`${operation.name}: curl`}>{example.curl}</CodeBlock>
    </article>
  );
}

function TypeDoc({ type, documented }: { type: DocType; documented: Set<string> }) {
  const kind = { object: 'type', input: 'input', enum: 'enum' }[type.kind];
  return (
    <article id={type.name} aria-labelledby={`${type.name}-title`} className={styles.card}>
      <h3 id={`${type.name}-title`}>
        <code>{type.name}</code> <span className={styles.kind}>{kind}</span>
      </h3>
      {type.description && <Description text={type.description} />}
      <FieldTable
        caption={type.kind === 'enum' ? `Values of ${type.name}` : `Fields of ${type.name}`}
        fields={type.fields}
        documented={documented}
      />
    </article>
  );
}

function FieldTable({
  caption,
  fields,
  documented,
}: {
  caption: string;
  fields: DocArgument[];
  documented: Set<string>;
}) {
  const withType = fields.some((field) => field.type);
  return (
    <TableScroll label={caption}>
      <table className={styles.fields}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            {withType && <th scope="col">Type</th>}
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <td>
                <code>{field.name}</code>
              </td>
              {withType && (
                <td>
                  <TypeName type={field.type} name={field.typeName} documented={documented} />
                  {field.defaultValue !== null && <> = {field.defaultValue}</>}
                </td>
              )}
              <td>{field.description ? <Description text={field.description} inline /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A type as the SDL writes it, linked to its documentation when it has some. */
function TypeName({ type, name, documented }: { type: string; name: string | null; documented: Set<string> }) {
  if (!name || !documented.has(name)) return <code>{type}</code>;
  const [before, after] = [type.slice(0, type.indexOf(name)), type.slice(type.indexOf(name) + name.length)];
  return (
    <code>
      {before}
      <a href={`#${name}`}>{name}</a>
      {after}
    </code>
  );
}

/** An SDL description: plain text, with `code` in backticks. */
function Description({ text, inline = false }: { text: string; inline?: boolean }) {
  const parts: ReactNode[] = text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    );
  return inline ? <>{parts}</> : <p>{parts}</p>;
}

/** A block of code that scrolls sideways; focusable, so a keyboard can scroll it too. */
function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <pre className={styles.code} tabIndex={0} role="region" aria-label={label}>
      <code>{children}</code>
    </pre>
  );
}
