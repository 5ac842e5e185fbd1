import type { StatsDay } from '@tessera/api-contract';
import { countOf } from '@tessera/document';
import { labelledDays, longDay, shortDay, shortNumber, valueAxis } from './chart.ts';
import classes from './Stats.module.css';

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 40 };

/**
 * A count per day as bars (views by default, or orders), drawn as plain SVG (no chart library).
 * Each bar names its day and count for pointer users; screen readers get the same numbers as a table.
 */
export function ViewsChart({
  days,
  label,
  count = (day) => day.views,
  unit = 'view',
}: {
  days: StatsDay[];
  label: string;
  count?: (day: StatsDay) => number;
  /** The counted thing, singular: `view`, `order`. */
  unit?: string;
}) {
  const max = Math.max(0, ...days.map(count));
  const { ceiling, ticks } = valueAxis(max);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(1, Math.min(28, slot * 0.7));
  const y = (value: number) => PAD.top + plotHeight - (value / ceiling) * plotHeight;
  const labelled = new Set(labelledDays(days.length));
  const total = days.reduce((sum, d) => sum + count(d), 0);

  return (
    <figure className={classes.figure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={classes.chart}
        role="img"
        aria-label={`${label}: ${countOf(total, unit)} from ${days[0] ? longDay(days[0].day) : ''} to ${
          days.at(-1) ? longDay(days.at(-1)!.day) : ''
        }, at most ${max} on one day.`}
        data-testid="views-chart"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className={classes.grid} />
            <text
              x={PAD.left - 6}
              y={y(tick)}
              className={classes.axisLabel}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {shortNumber(tick)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          const top = y(count(day));
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={top}
                width={barWidth}
                height={Math.max(0, PAD.top + plotHeight - top)}
                rx={Math.min(3, barWidth / 3)}
                className={classes.bar}
                data-views={count(day)}
              >
                <title>{`${longDay(day.day)}: ${countOf(count(day), unit)}`}</title>
              </rect>
              {labelled.has(index) ? (
                <text
                  x={PAD.left + index * slot + slot / 2}
                  y={HEIGHT - 8}
                  className={classes.axisLabel}
                  textAnchor="middle"
                >
                  {shortDay(day.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className={classes.visuallyHidden}>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{`${unit[0]!.toUpperCase()}${unit.slice(1)}s`}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{longDay(day.day)}</td>
              <td>{count(day)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
