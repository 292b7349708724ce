/**
 * `npm run supplier:onboard -- …`: turns a supplier listing into a supplier company and invites its
 * owner by mail (server/services/accounts/supplier-onboarding.ts), on the configured database
 * (DATABASE_URL, else PGlite in DATA_DIR: stop the app first, PGlite has one process at a time).
 * Without SMTP_URL the mail goes to the outbox; the link is printed either way.
 *
 *   --supplier <slug or id> --owner-email <email>     a listed supplier without a company
 *   --request <partner request id> [--owner-email <email>] [--home-city <city slug>] [--description <text>]
 *        from a start-selling request: its company name and email; a supplier not listed yet is
 *        created, which needs its home city
 */
import { parseArgs } from 'node:util';

import { publicEnv } from '@/lib/env';
import { requiredEmail } from '@/lib/validation/rules';
import { closeDatabase, getDatabase } from '@/server/instance';
import { getMailer } from '@/server/services/mail/mailer';
import { onboardSupplier, type OnboardingSource } from '@/server/services/accounts/supplier-onboarding';

const USAGE = `usage: npm run supplier:onboard -- --supplier <slug or id> --owner-email <email>
       npm run supplier:onboard -- --request <partner request id> [--owner-email <email>] [--home-city <city slug>] [--description <text>]`;

function sourceOf(argv: string[]): OnboardingSource | string {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        supplier: { type: 'string' },
        request: { type: 'string' },
        'owner-email': { type: 'string' },
        'home-city': { type: 'string' },
        description: { type: 'string' },
      },
    }));
  } catch (error) {
    return `${error instanceof Error ? error.message : String(error)}\n${USAGE}`;
  }
  const email = values['owner-email'];
  if (email !== undefined && !requiredEmail.safeParse(email).success) return `"${email}" is not an email address.`;
  if (values.supplier && values.request) return `Give --supplier or --request, not both.\n${USAGE}`;
  if (values.supplier) {
    if (!email) return `--owner-email is required with --supplier.\n${USAGE}`;
    return { supplier: values.supplier, ownerEmail: email };
  }
  if (values.request) {
    return {
      requestId: values.request,
      ownerEmail: email,
      homeCity: values['home-city'],
      description: values.description,
    };
  }
  return USAGE;
}

async function main(argv: string[]) {
  const source = sourceOf(argv);
  if (typeof source === 'string') {
    console.error(source);
    process.exitCode = 2;
    return;
  }
  const { db } = await getDatabase();
  try {
    const done = await onboardSupplier(db, source, { mailer: getMailer(), siteUrl: publicEnv.siteUrl });
    if (done.supplierCreated) console.log(`Listed the new supplier ${done.supplierName} (${done.supplierSlug}).`);
    console.log(`${done.supplierName} is now a supplier company (${done.companyId}).`);
    console.log(`Invited ${done.invitation.email} as its owner; the link works until ${done.invitation.expiresAt}:`);
    console.log(done.invitation.link);
  } finally {
    await closeDatabase();
  }
}

await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
