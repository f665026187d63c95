import { type ReactNode, useCallback, useState } from 'react';
import { type FieldRule, firstError } from '../form-rules';
import { useDesignToken } from './use-design-token';

/**
 * A form field without antd's Form (label, control, message). /login uses it: antd's Form
 * with its validator and grid costs ~25 KiB gzip of the page's 200 KiB first-load budget.
 * The rules are the same FieldRule lists the antd forms use (form-rules.ts).
 */
export const useTextField = (rules: readonly FieldRule[]) => {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const validate = useCallback(async (): Promise<boolean> => {
    const message = await firstError(rules, value);
    setError(message);
    return message === undefined;
  }, [rules, value]);
  const onChange = (next: string) => {
    setValue(next);
    // Once a message shows, it follows the typing (as antd's Form does).
    if (error !== undefined) void firstError(rules, next).then(setError);
  };
  return { value, error, onChange, validate, reset: () => setError(undefined) };
};

interface TextFieldProps {
  id: string;
  label: string;
  error?: string;
  /** The control; give it `id` and `status={error ? 'error' : undefined}`. */
  children: ReactNode;
}

export const TextField = ({ id, label, error, children }: TextFieldProps) => {
  const token = useDesignToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label
        htmlFor={id}
        style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorText }}
      >
        <span aria-hidden style={{ color: token.colorError, marginInlineEnd: 4 }}>
          *
        </span>
        {label}
      </label>
      {children}
      {error && (
        <div
          id={`${id}-error`}
          role="alert"
          style={{ color: token.colorError, fontSize: token.fontSize, marginTop: 4 }}
        >
          {error}
        </div>
      )}
    </div>
  );
};
