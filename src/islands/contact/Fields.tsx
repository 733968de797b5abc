// The form's inputs, each with its label and, when it fails, its message linked by aria-describedby.
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
}

function Message({ id, error }: { id: string; error: FieldError | undefined }) {
  return error?.message ? (
    <p className="field__error" id={id}>
      {error.message}
    </p>
  ) : null;
}

/** What every checked input carries: invalid state and the link to its message, only while it fails. */
const described = (id: string, error: FieldError | undefined) =>
  error?.message ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

export function TextField({
  id,
  label,
  error,
  registration,
  type,
  autoComplete,
  defaultValue,
}: FieldProps & { type: 'text' | 'email' | 'tel'; autoComplete: string; defaultValue?: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        defaultValue={defaultValue}
        {...described(id, error)}
        {...registration}
      />
      <Message id={`${id}-error`} error={error} />
    </div>
  );
}

export function MessageField({ id, label, registration, rows }: Omit<FieldProps, 'error'> & { rows: number }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} {...registration} />
    </div>
  );
}

export function PreferenceField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <fieldset className="field">
      <legend>How should we get back to you?</legend>
      <label>
        <input type="radio" value="call" defaultChecked {...registration} /> A phone call
      </label>
      <label>
        <input type="radio" value="message" {...registration} /> A message
      </label>
    </fieldset>
  );
}

/** The spam trap: off screen and out of the tab order; people never fill it, some robots do. */
export function TrapField({ id, error, registration }: Omit<FieldProps, 'label'>) {
  return (
    <div className="field field--trap" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
      <Message id={`${id}-error`} error={error} />
    </div>
  );
}
