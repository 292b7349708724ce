'use client';

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { Price } from './Price';
import styles from './Select.module.scss';

/** The spec's select item: title, subtitle, icon, price (value, units). */
export interface SelectItem<V extends string = string> {
  value: V;
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  price?: { cents: number; currency: string; units?: string };
  disabled?: boolean;
}

/** An options list under a group label (spec: "options list for groups"). */
export interface SelectGroup<V extends string = string> {
  label: string;
  options: SelectItem<V>[];
}

export type SelectEntry<V extends string = string> = SelectItem<V> | SelectGroup<V>;

const isGroup = <V extends string>(entry: SelectEntry<V>): entry is SelectGroup<V> => 'options' in entry;

export interface SelectProps<V extends string = string> {
  /** The visible label's id: the select is named by it. */
  labelId: string;
  items: SelectEntry<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Called after a choice (the form counts the field as touched). */
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Spec: the menu is 200px high by default, then scrolls. */
  menuHeight?: number;
  id?: string;
}

function ItemContent<V extends string>({ item }: { item: SelectItem<V> }) {
  return (
    <span className={styles.item}>
      {item.icon && <span className={styles.icon}>{item.icon}</span>}
      <span className={styles.text}>
        <span className={styles.title}>{item.title}</span>
        {item.subtitle && <span className={styles.subtitle}>{item.subtitle}</span>}
      </span>
      {item.price && (
        <Price
          className={styles.price}
          value={item.price.cents}
          currency={item.price.currency}
          units={item.price.units}
        />
      )}
    </span>
  );
}

/**
 * The spec's Select (open, closed or disabled; choosing an item closes it, fires change and blurs),
 * as WAI-ARIA's select-only combobox: focus stays on the button, the active option is
 * `aria-activedescendant`. Keys: ArrowDown/ArrowUp/Enter/Space open; in the list ArrowUp/ArrowDown,
 * Home/End move, Enter/Space choose, Escape closes, Tab chooses and moves on; typing a letter jumps
 * to the next item starting with it. A pointer choice blurs the button (the spec's behaviour); a
 * keyboard choice keeps focus on it, so keyboard users are not thrown back to the page's start.
 */
export function Select<V extends string>({
  labelId,
  items,
  value,
  onChange,
  onBlur,
  placeholder = 'Choose…',
  disabled = false,
  invalid,
  describedBy,
  menuHeight = 200,
  id: givenId,
}: SelectProps<V>) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const options = useMemo(() => items.flatMap((entry) => (isGroup(entry) ? entry.options : [entry])), [items]);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];
  const enabled = (index: number) => Boolean(options[index] && !options[index].disabled);

  const nextEnabled = (from: number, direction: 1 | -1) => {
    for (let index = from + direction; index >= 0 && index < options.length; index += direction) {
      if (enabled(index)) return index;
    }
    return from;
  };
  const firstEnabled = () => nextEnabled(-1, 1);
  const lastEnabled = () => nextEnabled(options.length, -1);

  const openList = (at?: number) => {
    if (disabled) return;
    setActive(at ?? (selectedIndex >= 0 ? selectedIndex : firstEnabled()));
    setOpen(true);
  };

  const choose = (index: number, by: 'pointer' | 'keyboard') => {
    const option = options[index];
    if (!option || option.disabled) return;
    setOpen(false);
    onChange(option.value);
    onBlur?.();
    if (by === 'pointer') buttonRef.current?.blur();
    else buttonRef.current?.focus();
  };

  // Keep the active option in view while moving through a long list.
  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on the stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active]);

  // A pointer press outside closes the list without choosing.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const typeahead = (key: string) => {
    const letter = key.toLowerCase();
    const start = open ? active : selectedIndex;
    for (let step = 1; step <= options.length; step += 1) {
      const index = (start + step + options.length) % options.length;
      if (enabled(index) && options[index]!.title.toLowerCase().startsWith(letter)) return index;
    }
    return -1;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled) return;
    const { key } = event;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault();
        openList();
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        openList(key === 'Home' ? firstEnabled() : lastEnabled());
      } else if (key.length === 1 && /\S/.test(key)) {
        const found = typeahead(key);
        if (found >= 0) openList(found);
      }
      return;
    }
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      setActive(nextEnabled(active, key === 'ArrowDown' ? 1 : -1));
    } else if (key === 'Home' || key === 'End') {
      event.preventDefault();
      setActive(key === 'Home' ? firstEnabled() : lastEnabled());
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active, 'keyboard');
    } else if (key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (key === 'Tab') {
      // WAI-ARIA: Tab chooses the active option, then focus moves on as usual.
      const option = options[active];
      setOpen(false);
      if (option && !option.disabled && option.value !== value) {
        onChange(option.value);
        onBlur?.();
      }
    } else if (key.length === 1 && /\S/.test(key)) {
      const found = typeahead(key);
      if (found >= 0) setActive(found);
    }
  };

  const renderOption = (option: SelectItem<V>) => {
    const at = options.indexOf(option);
    return (
      <li
        key={option.value}
        id={optionId(at)}
        role="option"
        aria-selected={option.value === value}
        aria-disabled={option.disabled || undefined}
        className={styles.option}
        data-active={at === active || undefined}
        onPointerMove={() => {
          if (!option.disabled && active !== at) setActive(at);
        }}
        onClick={() => choose(at, 'pointer')}
      >
        <ItemContent item={option} />
      </li>
    );
  };

  return (
    <div ref={rootRef} className={styles.select} data-open={open || undefined}>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        role="combobox"
        className={styles.control}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${id}`}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
      >
        {selected ? <ItemContent item={selected} /> : <span className={styles.placeholder}>{placeholder}</span>}
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        className={styles.list}
        style={{ maxHeight: menuHeight }}
        hidden={!open}
        tabIndex={-1}
      >
        {items.map((entry) => {
          if (!isGroup(entry)) return renderOption(entry);
          const groupLabelId = `${id}-group-${entry.label.replace(/\W+/g, '-')}`;
          return (
            <li key={entry.label} role="presentation">
              <ul role="group" aria-labelledby={groupLabelId} className={styles.group}>
                <li id={groupLabelId} role="presentation" className={styles.groupLabel}>
                  {entry.label}
                </li>
                {entry.options.map(renderOption)}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
