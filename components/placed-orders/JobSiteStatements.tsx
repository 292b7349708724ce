'use client';

import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useId, useState } from 'react';

import { SignedInGate } from '@/components/auth/SignedInGate';
import filterStyles from '@/components/supplier/Supplier.module.scss';
import { Form } from '@/components/ui/Form';
import {
  JobSitePapersDocument,
  JobSitesDocument,
  JobSiteStatementDocument,
  type JobSiteStatementQuery,
} from '@/graphql/generated/client/graphql';
import { apiFailureOf } from '@/lib/apollo/errors';
import { appRoutes } from '@/lib/app-routes';
import { formatMoney } from '@/lib/money';

import styles from '@/components/ui/Workspace.module.scss';
import { SignedDownload } from './SignedDownload';

type Statement = JobSiteStatementQuery['jobSiteStatement'];

/** This month on the device, YYYY-MM. */
const thisMonth = () => new Date().toISOString().slice(0, 7);

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * A job site's statement for a month, as the contractor's bookkeeper asks for it: the site's
 * orders by supplier with their job and PO numbers, as PDF and CSV (the same documents as a
 * supplier's statement).
 */
export function JobSiteStatements() {
  return (
    <SignedInGate returnPath={appRoutes.statements} loadingText="Loading your job sites…">
      {() => <StatementsScreen />}
    </SignedInGate>
  );
}

function StatementsScreen() {
  const id = useId();
  const [month, setMonth] = useState(thisMonth);
  const [chosenSiteId, setJobSiteId] = useState('');
  const jobSites = useQuery(JobSitesDocument);
  const sites = jobSites.data?.jobSites;
  const jobSiteId = chosenSiteId || sites?.[0]?.id || '';
  const statement = useQuery(JobSiteStatementDocument, {
    variables: { month, jobSiteId },
    skip: !jobSiteId,
  });

  if (jobSites.loading && !sites) {
    return (
      <p role="status" className={styles.muted}>
        Loading your job sites…
      </p>
    );
  }
  if (!sites) {
    return (
      <div role="alert" className={styles.alert}>
        <p>{apiFailureOf(jobSites.error).message}</p>
        <button type="button" className={styles.secondary} onClick={() => void jobSites.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (sites.length === 0) {
    return (
      <section className={styles.card} aria-labelledby="statements-empty">
        <h2 id="statements-empty">No job sites yet</h2>
        <p className={styles.muted}>
          A job site is saved with its job or PO number when you order to an address; its statements appear here.
        </p>
        <p>
          <Link href={appRoutes.order} className={styles.primary}>
            Start a new order
          </Link>
        </p>
      </section>
    );
  }

  const current = statement.data?.jobSiteStatement;
  return (
    <div className={styles.stack}>
      <SitePapers jobSiteId={jobSiteId} siteName={sites.find((site) => site.id === jobSiteId)?.name ?? ''} />
      <Form className={filterStyles.filters} aria-label="Statement" onSubmit={(event) => event.preventDefault()}>
        <div className={filterStyles.filter}>
          <label htmlFor={`${id}-site`}>Job site</label>
          <select
            id={`${id}-site`}
            className={filterStyles.control}
            value={jobSiteId}
            onChange={(event) => setJobSiteId(event.target.value)}
          >
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.jobNumber ? `${site.name} (${site.jobNumber})` : site.name}
              </option>
            ))}
          </select>
        </div>
        <div className={filterStyles.filter}>
          <label htmlFor={`${id}-month`}>Month</label>
          <input
            id={`${id}-month`}
            className={filterStyles.control}
            type="month"
            value={month}
            onChange={(event) => {
              if (/^\d{4}-\d{2}$/.test(event.target.value)) setMonth(event.target.value);
            }}
          />
        </div>
      </Form>
      {statement.loading && !current ? (
        <p role="status" className={styles.muted}>
          Loading the statement…
        </p>
      ) : !current ? (
        <div role="alert" className={styles.alert}>
          <p>{apiFailureOf(statement.error).message}</p>
          <button type="button" className={styles.secondary} onClick={() => void statement.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <StatementSummary
          statement={current}
          siteName={sites.find((site) => site.id === jobSiteId)?.name ?? ''}
          refresh={async (format) => (await statement.refetch()).data?.jobSiteStatement[format]}
        />
      )}
    </div>
  );
}

function StatementSummary({
  statement,
  siteName,
  refresh,
}: {
  statement: Statement;
  siteName: string;
  refresh: (format: 'pdfUrl' | 'csvUrl') => Promise<string | undefined>;
}) {
  const orders = statement.orderCount === 1 ? '1 order' : `${statement.orderCount} orders`;
  return (
    <section className={styles.card} aria-labelledby="statement-summary">
      <h2 id="statement-summary">
        {siteName}: {monthName(statement.month)}
      </h2>
      <p role="status">
        {orders} delivered or to be delivered this month
        {statement.totals.length > 0 &&
          `: ${statement.totals
            .map(
              (total) =>
                `${formatMoney(total.totalCents, total.currency)} (unpaid ${formatMoney(total.unpaidCents, total.currency)})`,
            )
            .join(' · ')}`}
        .
      </p>
      <div className={styles.actions}>
        <SignedDownload url={statement.pdfUrl} refresh={() => refresh('pdfUrl')}>
          Download the statement (PDF)
        </SignedDownload>
        <SignedDownload url={statement.csvUrl} refresh={() => refresh('csvUrl')}>
          Download the statement (CSV)
        </SignedDownload>
      </div>
    </section>
  );
}

/**
 * A job site's quality papers: every paper its orders that went ahead carry, as one ZIP with a
 * folder per order, for the site's binder or the inspector.
 */
function SitePapers({ jobSiteId, siteName }: { jobSiteId: string; siteName: string }) {
  const papers = useQuery(JobSitePapersDocument);
  const site = papers.data?.jobSites.find((candidate) => candidate.id === jobSiteId);
  if (!site) return null;
  const count = site.qualityPaperCount === 1 ? '1 quality paper' : `${site.qualityPaperCount} quality papers`;
  return (
    <section className={styles.card} aria-labelledby="site-quality-papers">
      <h2 id="site-quality-papers">Quality papers of {siteName}</h2>
      <p>
        {site.qualityPaperCount > 0
          ? `${count} on this site's orders: mix designs, safety data sheets and certificates, a folder per order.`
          : "No quality papers on this site's orders yet."}
      </p>
      {site.qualityPaperCount > 0 && (
        <div className={styles.actions}>
          <SignedDownload
            url={site.qualityPapersUrl}
            refresh={async () =>
              (await papers.refetch()).data?.jobSites.find((candidate) => candidate.id === jobSiteId)?.qualityPapersUrl
            }
          >
            Download the quality papers (ZIP)
          </SignedDownload>
        </div>
      )}
    </section>
  );
}
