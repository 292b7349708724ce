import { SupplierStatements } from '@/components/supplier/SupplierStatements';

export const metadata = { title: 'Statements' };

/** The supplier's monthly statements, per customer, as PDF and CSV. */
export default function SupplierStatementsPage() {
  return (
    <>
      <h1>Statements</h1>
      <SupplierStatements />
    </>
  );
}
