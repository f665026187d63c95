/**
 * One ECharts chart through `echarts/core` with only what the statistics screen draws: line
 * and funnel charts, grid, tooltip, legend and the ARIA component (screen readers get the
 * description the screen writes, in the console's language). Loaded lazily by the screen, so
 * ECharts is a chunk of its own that no other screen loads.
 */
import { FunnelChart, type FunnelSeriesOption, LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  AriaComponent,
  type AriaComponentOption,
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

use([LineChart, FunnelChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | FunnelSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | AriaComponentOption
>;

interface Props {
  option: ChartOption;
  /** What a screen reader hears for the chart (ECharts' ARIA description). */
  description: string;
  height: number;
  testId?: string;
}

const EChart = ({ option, description, height, testId }: Props) => {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = init(el, null, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(
      { ...option, aria: { enabled: true, label: { enabled: true, description } } },
      { notMerge: true },
    );
  }, [option, description]);

  return <div ref={box} style={{ width: '100%', height }} data-testid={testId} />;
};

export default EChart;
