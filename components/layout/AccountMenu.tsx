'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';

import { SignOutButton } from '@/components/auth/SignOutButton';
import { useSession } from '@/components/auth/useSession';
import type { ViewerFieldsFragment } from '@/graphql/generated/client/graphql';
import { appRoutes, partnerRoutes, workspaceSettings } from '@/lib/app-routes';
import { roleLabel } from '@/lib/validation/member-roles';

import styles from './AccountMenu.module.scss';
import { useCompanySwitch, type Membership } from './useCompanySwitch';

/**
 * The account menu at the end of every workspace's header (the contractor app, the supplier
 * workspace, the driver app): a button naming the signed-in person, which shows who they are,
 * the company they act for and their role in it, their other companies to switch to, the partner
 * dashboard for a referral partner (whatever company they act for), their settings and Sign out. Nothing while the session is unknown or signed out (the navigation then
 * offers Sign in). The marketing header has its own, lighter one (HeaderAccount: no Apollo).
 */
export function AccountMenu() {
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  // A new current company (after a switch, or in another tab) starts the menu afresh, closed.
  return <Menu key={session.viewer.company?.id ?? 'none'} viewer={session.viewer} />;
}

/**
 * A disclosure (the button's aria-expanded shows or hides the panel): Escape closes it and puts
 * focus back on the button; a click outside it, or focus leaving it, closes it.
 */
function Menu({ viewer }: { viewer: ViewerFieldsFragment }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const { switchTo, switching } = useCompanySwitch();
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);

  const { company, role } = viewer;
  const others = viewer.companies.filter((membership) => membership.company.id !== company?.id);
  const settingsPath = company
    ? workspaceSettings(company.kind, role)
    : viewer.isPartner
      ? partnerRoutes.settings
      : appRoutes.settings;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const switchCompany = async (membership: Membership) => {
    setSwitchingTo(membership.company.id);
    await switchTo(membership);
    setSwitchingTo(null);
  };

  return (
    <div
      ref={rootRef}
      className={styles.account}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={`Account: ${viewer.fullName}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.buttonName}>{viewer.fullName}</span>
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <div id={`${id}-panel`} className={styles.panel} hidden={!open}>
        <p className={styles.person}>
          <span className={styles.name}>{viewer.fullName}</span>
          <span className={styles.muted}>{viewer.email}</span>
        </p>
        {company && (
          <dl className={styles.facts}>
            <div>
              <dt>Company</dt>
              <dd>{company.name}</dd>
            </div>
            {role && (
              <div>
                <dt>Role</dt>
                <dd>{roleLabel(role, company.kind)}</dd>
              </div>
            )}
          </dl>
        )}
        {others.length > 0 && (
          <div className={styles.section}>
            <p id={`${id}-switch`} className={styles.heading}>
              Switch to
            </p>
            <ul className={styles.list} aria-labelledby={`${id}-switch`}>
              {others.map((membership) => (
                <li key={membership.company.id}>
                  <button
                    type="button"
                    className={styles.item}
                    disabled={switching}
                    onClick={() => void switchCompany(membership)}
                  >
                    {/* The space keeps the accessible name readable: "Name (supplier) · Role". */}
                    {membership.company.name}{' '}
                    <span className={styles.detail}>
                      {switchingTo === membership.company.id
                        ? '(switching…)'
                        : `(${membership.company.kind}) · ${roleLabel(membership.role, membership.company.kind)}`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ul className={`${styles.list} ${styles.section}`}>
          {viewer.isPartner && (
            <li>
              <Link href={partnerRoutes.home} className={styles.item} onClick={() => setOpen(false)}>
                Partner dashboard
              </Link>
            </li>
          )}
          <li>
            <Link href={settingsPath} className={styles.item} onClick={() => setOpen(false)}>
              Settings
            </Link>
          </li>
          <li>
            <SignOutButton className={styles.item} />
          </li>
        </ul>
      </div>
    </div>
  );
}
