/**
 * The current antd design token, for the hand-built pieces of the sign-in screens. antd's
 * public `theme.useToken` is on an object that also carries the dark and compact algorithms
 * (several KiB on /login); this is the hook it wraps.
 */
import useToken from 'antd/es/theme/useToken';

export const useDesignToken = () => useToken()[1];
