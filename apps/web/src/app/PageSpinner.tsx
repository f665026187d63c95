/**
 * Shown while a session is restored or a lazy page loads. A CSS ring rather than antd's Spin:
 * this is on every page's first load.
 */
export const PageSpinner = () => (
  <div
    role="status"
    aria-busy="true"
    style={{ display: 'flex', minHeight: '60vh', alignItems: 'center', justifyContent: 'center' }}
  >
    <style>{'@keyframes page-spinner{to{transform:rotate(360deg)}}'}</style>
    <span
      style={{
        width: 32,
        height: 32,
        borderRadius: '50%',
        border: '3px solid rgba(22,119,255,0.2)',
        borderTopColor: '#1677ff',
        animation: 'page-spinner 0.8s linear infinite',
      }}
    />
  </div>
);
