'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

import { isActivePath, type MenuOption } from '@/lib/routes';

import styles from './DropdownMenu.module.scss';
import { NavLink } from './NavLink';

interface DropdownMenuProps {
  /** The button's text, and the list's accessible name. */
  label: string;
  items: MenuOption[];
  /** The parent page (/suppliers, /contractors), listed last and highlighted only on itself. */
  overview?: MenuOption;
  /** The header's look for its top-level items, shared with its plain links. */
  buttonClassName?: string;
}

type FocusTarget = 'first' | 'last';

/**
 * A header dropdown in the disclosure pattern: a button (aria-expanded, aria-controls) that shows
 * a list of links. It closes on an outside click, on Escape (focus back to the button), when
 * focus leaves it, and on choosing an item. Opened by keyboard, it focuses an item; arrow keys,
 * Home and End move between items, Tab moves on as usual.
 */
export function DropdownMenu({ label, items, overview, buttonClassName }: DropdownMenuProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The item to focus once the list is shown (it is `hidden` until React renders it open).
  const pendingFocus = useRef<FocusTarget | null>(null);
  const listId = useId();

  const options = overview ? [...items, overview] : items;
  const active = options.some((option) => isActivePath(pathname, option.url));

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusItem = (target: FocusTarget) => {
    const all = links();
    (target === 'first' ? all[0] : all.at(-1))?.focus();
  };
  const openAndFocus = (target: FocusTarget) => {
    if (open) {
      focusItem(target);
    } else {
      pendingFocus.current = target;
      setOpen(true);
    }
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    focusItem(pendingFocus.current);
    pendingFocus.current = null;
  });

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (open) {
      setOpen(false);
      return;
    }
    // Enter and Space click with detail 0: a keyboard user wants to land on the first item.
    if (event.detail === 0) openAndFocus('first');
    else setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    const next = move[event.key];
    if (next === undefined) return;
    event.preventDefault();
    all[next]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close(true);
        }
      }}
      onBlur={(event) => {
        // Tab past the last item (or Shift+Tab before the button) closes the list.
        const next = event.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.button} ${buttonClassName ?? ''}`}
        aria-expanded={open}
        aria-controls={listId}
        data-active={active || undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        ref={listRef}
        id={listId}
        className={styles.list}
        aria-label={label}
        hidden={!open}
        onKeyDown={onListKeyDown}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) close(true);
        }}
      >
        {options.map((option) => (
          <li key={option.url} className={option === overview ? styles.overview : undefined}>
            <NavLink href={option.url} className={styles.item} exact={option === overview}>
              {option.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
