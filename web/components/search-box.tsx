import { SearchIcon } from './icons';
import './search-box.css';

type SearchBoxProps = {
  id: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  maxLength?: number;
};

/** A search field with its magnifier inside; it sends `q`, so its form searches without JavaScript too. */
export function SearchBox({ id, placeholder, value, onChange, autoComplete, maxLength }: SearchBoxProps) {
  return (
    <div className="search-box">
      <SearchIcon size={20} />
      <input
        id={id}
        type="search"
        name="q"
        className="input"
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
