import { STANDARD_WEBHOOKS_URL } from '@/lib/external-links';
import ordersStyles from '@/components/ui/Workspace.module.scss';

import styles from './Webhooks.module.scss';

/**
 * How a supplier's receiver checks a delivery: with a Standard Webhooks library (Node.js, Python)
 * or by hand. Each example is a `verify(body, headers, secret)` that answers the event or throws;
 * tests/unit/webhook-verifying.test.ts runs the Node.js ones against real signatures.
 */
export const WEBHOOK_VERIFY_EXAMPLES = {
  node: `import { Webhook } from 'standardwebhooks';

// body: the request's raw body, as received; headers: its headers; secret: the endpoint's whsec_… secret.
export function verify(body, headers, secret) {
  // The event, or a WebhookVerificationError thrown: answer 400 and ignore the request.
  return new Webhook(secret).verify(body, headers);
}`,
  python: `from standardwebhooks.webhooks import Webhook

# body: the request's raw body (bytes); headers: its headers; secret: the endpoint's whsec_… secret.
def verify(body, headers, secret):
    # The event, or a WebhookVerificationError raised: answer 400 and ignore the request.
    return Webhook(secret).verify(body, headers)`,
  byHand: `import { createHmac, timingSafeEqual } from 'node:crypto';

// body: the request's raw body, as received; headers: its headers; secret: the endpoint's whsec_… secret.
export function verify(body, headers, secret) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  if (!id || !/^\\d+$/.test(timestamp ?? '')) throw new Error('Not a signed delivery');
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) throw new Error('Too old or too new: a replay?');
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  const signed = (headers['webhook-signature'] ?? '').split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signed) throw new Error('Not signed with this secret');
  return JSON.parse(body);
}`,
} as const;

function Example({ label, code }: { label: string; code: string }) {
  return (
    <pre className={styles.code} tabIndex={0} aria-label={label}>
      <code>{code}</code>
    </pre>
  );
}

/** What a delivery holds and how to check its signature: on the Webhooks page and in the API docs. */
export function WebhookVerifying() {
  return (
    <section aria-labelledby="webhooks-verify" className={ordersStyles.stack}>
      <h2 id="webhooks-verify">Verifying a delivery</h2>
      <p>
        Each delivery is a POST with a JSON body: <code>id</code> (the event’s id, the same in every retry: use it to
        drop repeats), <code>type</code> (e.g. <code>order.placed</code>), <code>created</code> (ISO 8601) and{' '}
        <code>data.order</code>, the order without anyone’s contact details (<code>data.load</code> too for a truck’s
        step). Answer with any 2xx status within 10 seconds; anything else, a redirect included, is retried.
      </p>
      <p>
        Deliveries are signed the <a href={STANDARD_WEBHOOKS_URL}>Standard Webhooks</a> way, so a ready-made verifier in
        your language can check them. Three headers: <code>webhook-id</code> (the event’s id),{' '}
        <code>webhook-timestamp</code> (when it was sent, in Unix seconds) and <code>webhook-signature</code>. Give the
        verifier the body exactly as received, the headers and the endpoint’s signing secret (<code>whsec_…</code>): it
        refuses a delivery signed with another secret, changed on the way, or sent more than 5 minutes from your clock
        (a replay).
      </p>
      <h3>With a library</h3>
      <p>
        Node.js, after <code>npm install standardwebhooks</code>:
      </p>
      <Example label="Verifying a delivery in Node.js with standardwebhooks" code={WEBHOOK_VERIFY_EXAMPLES.node} />
      <p>
        Python, after <code>pip install standardwebhooks</code>:
      </p>
      <Example label="Verifying a delivery in Python with standardwebhooks" code={WEBHOOK_VERIFY_EXAMPLES.python} />
      <h3>By hand</h3>
      <p>
        <code>webhook-signature</code> reads <code>v1,</code> and the signature (several, space-separated, may come: one
        must match). The signature is the base64 HMAC-SHA256 of the id, a dot, the timestamp, a dot and the raw body,
        keyed with the secret’s bytes: the base64 after <code>whsec_</code>. Compare in constant time.
      </p>
      <Example label="Verifying a delivery in Node.js by hand" code={WEBHOOK_VERIFY_EXAMPLES.byHand} />
      <p>
        A secret made before we signed this way has <code>-</code> or <code>_</code> in it: a library wants{' '}
        <code>+</code> and <code>/</code> in their place and <code>=</code> at the end, or roll the secret. Until it is
        rolled, that endpoint’s deliveries also carry the <code>X-BuildMarket-Signature</code> header they had before.
      </p>
    </section>
  );
}
