import { JobSiteStatements } from '@/components/placed-orders/JobSiteStatements';

export const metadata = { title: 'Statements' };

/** A job site's monthly statement, as PDF and CSV. */
export default function StatementsPage() {
  return (
    <>
      <h1>Statements</h1>
      <JobSiteStatements />
    </>
  );
}
