import filterStyles from '@/components/supplier/Supplier.module.scss';

/**
 * The filters the contractor's order list and the supplier's inbox share, in their filter bar:
 * the delivery dates and a choice among the list's own (states, job sites, cities, products).
 * Each is named `field(name)` of the form's ids and sent as `name` in the address.
 */

export function DeliveryDateFilters({
  field,
  from,
  to,
}: {
  field: (name: string) => string;
  from?: string | null;
  to?: string | null;
}) {
  const date = (name: 'from' | 'to', label: string, value?: string | null) => (
    <div className={filterStyles.filter}>
      <label htmlFor={field(name)}>{label}</label>
      <input id={field(name)} name={name} type="date" className={filterStyles.control} defaultValue={value ?? ''} />
    </div>
  );
  return (
    <>
      {date('from', 'Delivery from', from)}
      {date('to', 'Delivery to', to)}
    </>
  );
}

export interface ChoiceFilterProps {
  field: (name: string) => string;
  name: string;
  label: string;
  /** The first choice, no filter: "All cities". */
  all: string;
  value?: string | null;
  choices: readonly { value: string; label: string }[];
  /** The chosen value while its choices are not loaded (or no longer offered): "The chosen city". */
  chosen?: string;
}

export function ChoiceFilter({ field, name, label, all, value, choices, chosen }: ChoiceFilterProps) {
  return (
    <div className={filterStyles.filter}>
      <label htmlFor={field(name)}>{label}</label>
      <select id={field(name)} name={name} className={filterStyles.control} defaultValue={value ?? ''}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
        {chosen && value && !choices.some((choice) => choice.value === value) && (
          <option value={value}>{chosen}</option>
        )}
      </select>
    </div>
  );
}
