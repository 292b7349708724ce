import Link from 'next/link';

import { SectionLink } from '@/components/ui/SectionLink';
import { ContactFormLoader } from '@/components/forms/ContactFormLoader';
import { CONTACT_HEADING_ID } from '@/components/forms/ContactFormView';
import { publicEnv } from '@/lib/env';
import { routes } from '@/lib/routes';
import type { OfficesQuery } from '@/graphql/generated/client/graphql';

import styles from './Footer.module.scss';
import { Logo } from './Logo';
import { Offices } from './Offices';
import { SocialLinks } from './SocialLinks';

interface FooterLink {
  label: string;
  href: string;
}

// The spec's footer links. Its supplier link with an empty target points at the building-materials
// landing (/), and its second /contractors/order link at that page's suppliers section.
const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Suppliers',
    links: [
      { label: 'Concrete', href: routes.concrete.path },
      { label: 'Bulk material', href: routes.bulkMaterial.path },
      { label: 'Building materials', href: routes.home.path },
      { label: 'Disposal bins', href: routes.disposalBins.path },
    ],
  },
  {
    title: 'Contractors',
    links: [
      { label: 'Order materials', href: routes.order.path },
      { label: 'Find suppliers', href: `${routes.order.path}#contractorsSuppliers` },
      { label: 'Connect', href: routes.connect.path },
    ],
  },
  {
    title: 'About us',
    links: [
      { label: 'Career', href: routes.career.path },
      { label: 'Who we are', href: `${routes.about.path}#whoWeAre` },
    ],
  },
];

const legal: FooterLink[] = [
  { label: 'Terms of use', href: routes.terms.path },
  { label: 'Privacy policy', href: routes.privacy.path },
  { label: 'Supplier terms', href: routes.supplierTerms.path },
  { label: 'Partner terms', href: routes.partnerTerms.path },
];

/**
 * The site footer, a server component: links, contact details, offices (from the API) and the
 * get-in-touch form, whose interactive code loads only when the footer comes near the viewport.
 * Three layouts: desktop (brand, links and form side by side), tablet (two columns), mobile (one).
 */
/** The site's footer; `offices` come from the API, read by the route that renders it. */
export function Footer({ offices }: { offices: OfficesQuery['offices'] }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p className={styles.subtitle}>
            The marketplace for concrete, aggregates, disposal bins and building materials.
          </p>
          <address className={styles.contact}>
            <a href={`mailto:${publicEnv.companyEmail}`}>{publicEnv.companyEmail}</a>
            <a href={`tel:${publicEnv.companyPhone.replace(/[^+\d]/g, '')}`}>{publicEnv.companyPhone}</a>
          </address>
          <SocialLinks />
        </div>
        <nav aria-label="Footer" className={styles.columns}>
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SectionLink href={link.href}>{link.label}</SectionLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <section aria-labelledby={CONTACT_HEADING_ID} className={styles.getInTouch}>
          <h2 id={CONTACT_HEADING_ID} className={styles.columnTitle}>
            Get in touch
          </h2>
          <p className={styles.intro}>
            Questions about selling online or ordering for your crew? Write to us and we will reply within one business
            day.
          </p>
          <ContactFormLoader companyEmail={publicEnv.companyEmail} />
        </section>
        <Offices offices={offices} />
      </div>
      <div className={styles.bottom}>
        <p>© {new Date().getFullYear()} BuildMarket Inc.</p>
        <ul aria-label="Legal">
          {legal.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
