import { z } from 'zod';

import { text } from './text';

export const STOREFRONT_DOMAIN_MESSAGES = {
  domain:
    'Enter a domain such as shop.example.com: letters, digits and dashes between dots, without http:// or a path.',
  marketplaceHost: 'This is the marketplace’s own address. Enter a domain of your own, such as shop.example.com.',
  taken: 'Another supplier has connected this domain. If it is yours, ask us at the contact address.',
  notVerified:
    'We could not verify the domain yet: neither the verification address nor the TXT record answers your token. DNS changes can take up to an hour to reach us; try again later.',
  noDomain: 'Add your domain first.',
} as const;

/** A domain name's labels: letters, digits and inner dashes, 1 to 63 characters; at least two of them. */
const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name as a domain: lower-case, without a trailing dot. */
export const normalDomain = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');

/** Whether `value` (normalised) is a domain name a supplier may connect. */
export const isDomainName = (value: string) => DOMAIN_PATTERN.test(value);

/**
 * The workspace's "Your domain" form and `supplierDomainAdd(input)`: a domain name such as
 * shop.example.com (a subdomain or the apex), lower-case, without scheme, port or path.
 */
export const supplierDomainSchema = z.object({
  domain: text().transform(normalDomain).refine(isDomainName, STOREFRONT_DOMAIN_MESSAGES.domain),
});
export type SupplierDomainValues = z.input<typeof supplierDomainSchema>;
export type SupplierDomainInput = z.output<typeof supplierDomainSchema>;
