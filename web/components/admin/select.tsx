import type { ReactNode } from 'react';

type OptionsProps<T> = {
  /** undefined while they load: only the blank option shows. */
  items: readonly T[] | undefined;
  label: (item: T) => string;
  /** What the option sends; the item itself when it is a string. */
  value?: (item: T) => string;
  /** A first option sending '', e.g. 'Choose a category' or 'All'. */
  blank?: string;
};

/** A select's options: the blank one first when given, then one per item. */
export function Options<T>({ items, label, value = String, blank }: OptionsProps<T>) {
  return (
    <>
      {blank !== undefined && <option value="">{blank}</option>}
      {items?.map((item) => (
        <option key={value(item)} value={value(item)}>
          {label(item)}
        </option>
      ))}
    </>
  );
}

type FilterSelectProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <Options>. */
  children: ReactNode;
};

/** A labelled select in a panel's title row that filters its list (Show, Role). */
export function FilterSelect({ id, label, value, onChange, children }: FilterSelectProps) {
  return (
    <div className="inline-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}
