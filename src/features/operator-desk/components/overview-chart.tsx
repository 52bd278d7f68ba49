import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { components } from '#contract/schema'
import { formatKip } from '#src/lib/format-money'

type DeskDayFigures = components['schemas']['DeskDayFigures']

/** The chart's height; its width follows the card's, from a 390 px phone up. */
const CHART_HEIGHT = 240

/** 'yyyy-MM-dd' -> 'dd/MM', the days along the chart's foot. */
export const shortDay = (day: string) => day.slice(8, 10) + '/' + day.slice(5, 7)

/**
 * uPlot reads the pixel ratio with matchMedia as it loads, and the chart follows its card's width
 * with a ResizeObserver: a page without them (jsdom, for one) keeps the table alone.
 */
function canDraw(): boolean {
  return typeof window.matchMedia === 'function' && typeof ResizeObserver === 'function'
}

/**
 * Sales and top-ups in kip over the last 30 days, drawn by uPlot. uPlot (and its CSS) is fetched
 * when the chart mounts, so neither weighs on any other screen nor runs on the server; the same
 * figures are in the overview's table for screen readers, so the canvas is hidden from them.
 */
export function OverviewChart({ days }: { days: DeskDayFigures[] }) {
  const { t, i18n } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const sales = t({ id: 'desk.overview.chartSales', message: 'ຍອດຂາຍ' })
  const topups = t({ id: 'desk.overview.chartTopups', message: 'ການເຕີມເງິນ' })
  const dayLabel = t({ id: 'desk.overview.day', message: 'ວັນທີ' })
  const locale = i18n.locale

  useEffect(() => {
    const target = box.current
    if (!target || !canDraw()) return
    let disposed = false
    let stop = () => {}
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        if (disposed) return
        const xs = days.map((_, index) => index)
        const kipAxis = (_: unknown, splits: number[]) =>
          splits.map((kip) => formatKip(kip, locale))
        const plot = new UPlot(
          {
            width: target.clientWidth,
            height: CHART_HEIGHT,
            scales: { x: { time: false } },
            cursor: { drag: { x: false, y: false } },
            series: [
              {
                label: dayLabel,
                value: (_, index) => (index == null ? '' : shortDay(days[index]?.day ?? '')),
              },
              // A canvas takes colours, not classes: the theme's primary-dark and first-dark.
              {
                label: sales,
                stroke: '#1d4ed8',
                width: 2,
                points: { show: true, size: 5 },
                value: (_, kip) => (kip == null ? '' : formatKip(kip, locale)),
              },
              {
                label: topups,
                stroke: '#0b7d75',
                width: 2,
                dash: [6, 4],
                points: { show: true, size: 5 },
                value: (_, kip) => (kip == null ? '' : formatKip(kip, locale)),
              },
            ],
            axes: [
              {
                incrs: [1, 2, 5, 7, 10, 15],
                space: 44,
                values: (_, splits) => splits.map((index) => shortDay(days[index]?.day ?? '')),
              },
              { size: 96, values: kipAxis },
            ],
          },
          [xs, days.map((day) => day.sales.kip), days.map((day) => day.topups.kip)],
          target,
        )
        const resize = new ResizeObserver(() =>
          plot.setSize({ width: target.clientWidth, height: CHART_HEIGHT }),
        )
        resize.observe(target)
        stop = () => {
          resize.disconnect()
          plot.destroy()
        }
      },
      // Unfetched (the connection dropped), the chart stays blank: the table holds the figures.
      () => {},
    )
    return () => {
      disposed = true
      stop()
    }
  }, [days, sales, topups, dayLabel, locale])

  return <div ref={box} aria-hidden className="min-h-60 w-full" data-testid="overview-chart" />
}
