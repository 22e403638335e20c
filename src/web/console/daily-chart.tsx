import { useEffect, useRef } from "react";
import uPlot from "uplot";
import { formatDayMonth } from "./dates";

export interface DailySeries {
  label: string;
  values: number[];
  color: string;
  /** Series on the same scale share an axis; a second scale is drawn on the right. */
  scale?: string;
  format: (v: number) => string;
}

const HEIGHT = 220;
/** A day in India as the instant it begins, in seconds, as uPlot's time axis counts. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+05:30`) / 1000;

/**
 * A line chart of figures per day, drawn by uPlot in the browser. Only console routes import it,
 * so uPlot is in their chunks and never on a storefront page. The chart is a picture for the
 * eye; `summary` says what it shows, and pages give the same figures as a table.
 */
export function DailyChart({ title, days, series, summary }: { title: string; days: string[]; series: DailySeries[]; summary: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const scales = [...new Set(series.map((s) => s.scale ?? "y"))];
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Asia/Kolkata"),
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, scale: s.scale ?? "y", points: { show: false } }))],
        axes: [
          { space: 60, values: (_u: uPlot, ticks: number[]) => ticks.map((t) => formatDayMonth(t * 1000)) },
          ...scales.map((scale, i) => {
            const first = series.find((s) => (s.scale ?? "y") === scale)!;
            return {
              scale,
              side: i === 0 ? 3 : 1,
              size: 64,
              grid: { show: i === 0 },
              values: (_u: uPlot, ticks: number[]) => ticks.map((t) => first.format(t)),
            };
          }),
        ],
      },
      [days.map(dayStart), ...series.map((s) => s.values)],
      el,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, series]);

  return (
    <figure className="adm-chart">
      <figcaption>
        {title}{" "}
        {series.map((s) => (
          <span key={s.label} className="adm-chart-key">
            <span className="adm-swatch" style={{ background: s.color }} aria-hidden="true" /> {s.label}
          </span>
        ))}
      </figcaption>
      <div ref={box} role="img" aria-label={summary} className="adm-chart-plot" />
    </figure>
  );
}
