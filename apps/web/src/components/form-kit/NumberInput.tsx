/**
 * antd's number field, with its step buttons named in the screen's language. rc-input-number
 * names them "Increase Value" / "Decrease Value" in English whatever antd's locale says, and
 * offers no prop for it, so the names are set on its two buttons after each render (React
 * never writes them again: its own value for them does not change). The wrapper has no box of
 * its own (display: contents), so widths and Form.Item's props reach the field as before.
 */
import { InputNumber, type InputNumberProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const NumberInput = <T extends string | number = number>(props: InputNumberProps<T>) => {
  const { t } = useTranslation('common');
  const box = useRef<HTMLSpanElement>(null);
  const increase = t('increaseValue');
  const decrease = t('decreaseValue');
  useLayoutEffect(() => {
    const root = box.current;
    root?.querySelector('.ant-input-number-action-up')?.setAttribute('aria-label', increase);
    root?.querySelector('.ant-input-number-action-down')?.setAttribute('aria-label', decrease);
  });
  return (
    <span ref={box} style={{ display: 'contents' }}>
      <InputNumber<T> {...props} />
    </span>
  );
};
