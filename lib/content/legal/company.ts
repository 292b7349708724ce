/** Who the legal documents are from, and the date the current versions took effect. */
import { publicEnv } from '@/lib/env';

export const COMPANY_LEGAL_NAME = 'BuildMarket Inc.';
export const COMPANY_SEAT = 'Toronto, Ontario, Canada';
/** The privacy officer's own mailbox: access and deletion requests are kept apart from sales mail. */
export const PRIVACY_OFFICER_EMAIL = 'privacy@buildmarket.example';
export const LEGAL_LAST_UPDATED = '2026-11-01';

export const companyEmail = publicEnv.companyEmail;
export const companyPhone = publicEnv.companyPhone;
