import { useDesignToken } from './use-design-token';

/**
 * An error or success line above a sign-in form (antd's Alert would add its icons and styles
 * to the /login first load). Errors are announced at once (role="alert"), successes politely.
 */
export const Notice = ({ type, text }: { type: 'error' | 'success'; text: string }) => {
  const token = useDesignToken();
  const error = type === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      style={{
        marginBottom: 16,
        padding: '8px 12px',
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${error ? token.colorErrorBorder : token.colorSuccessBorder}`,
        background: error ? token.colorErrorBg : token.colorSuccessBg,
        color: token.colorText,
      }}
    >
      {text}
    </div>
  );
};
