import { SupplierCatalogue } from '@/components/supplier/catalogue/SupplierCatalogue';

export const metadata = { title: 'Catalogue' };

/** The supplier's products, the cities it delivers to and its delivery settings. */
export default function SupplierCataloguePage() {
  return (
    <>
      <h1>Catalogue</h1>
      <SupplierCatalogue />
    </>
  );
}
