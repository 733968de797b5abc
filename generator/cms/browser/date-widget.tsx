// A date typed as text, YYYY-MM-DD, as the files hold it. Decap's date widget is a browser date picker, which
// cannot hold a date that does not exist: 30 February becomes an empty box and "Date is required", and what was
// typed is lost. Here the box keeps what was typed, check says what is wrong with it in its own words ("February
// 2025 has 28 days"), and a real date is written out beside it, so a slip of a digit shows before it is saved.
import { isDate, longDate } from '../../model/dates.ts';

interface DateProps {
  value?: unknown;
  onChange: (value: string) => void;
  forID?: string;
  classNameWrapper?: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
}

export function TextDate({ value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle }: DateProps) {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  return (
    <div className={classNameWrapper}>
      <input
        id={forID}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="YYYY-MM-DD, such as 2025-03-14"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
        style={{ border: 0, outline: 0, width: '100%', font: 'inherit', background: 'transparent' }}
      />
      {isDate(text) && <small style={{ color: '#555' }}>{longDate(text)}</small>}
    </div>
  );
}
