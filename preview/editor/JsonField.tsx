/**
 * The form's field for json-logic rules, gates and other free JSON: a text area that hands the
 * value on when the text parses, and says so in Chinese when it does not.
 */
import { useEffect, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';

export function JsonField(props: FieldProps) {
  const { formData, onChange, fieldPathId, schema, rawErrors, disabled, readonly } = props;
  const shown = formData === undefined ? '' : JSON.stringify(formData, null, 2);
  const [text, setText] = useState(shown);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    setText(shown);
    setBroken(false);
  }, [shown]);
  const id = fieldPathId.$id;
  return (
    <div className="json-field">
      <label htmlFor={id}>
        {schema.title ?? props.name} <span className="json-field__tag">JSON</span>
      </label>
      {schema.description && <p className="field-description">{schema.description}</p>}
      <textarea
        id={id}
        rows={Math.min(12, Math.max(2, text.split('\n').length))}
        value={text}
        spellCheck={false}
        disabled={disabled || readonly}
        aria-invalid={broken || (rawErrors?.length ?? 0) > 0}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() === '') {
            setBroken(false);
            onChange(undefined, fieldPathId.path);
            return;
          }
          try {
            const value: unknown = JSON.parse(event.target.value);
            setBroken(false);
            onChange(value, fieldPathId.path);
          } catch {
            setBroken(true);
          }
        }}
      />
      {broken && <p className="json-field__broken">JSON 格式有误，修正后才会生效</p>}
      {rawErrors && rawErrors.length > 0 && (
        <ul className="error-detail">
          {rawErrors.map((error) => (
            <li key={error} className="text-danger">
              {error}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
