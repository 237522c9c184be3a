/**
 * Passes an upload's progress (a fraction from 0 to 1) on to `report` once per whole percent, not on every
 * progress event, so that what draws it re-renders at most a hundred times.
 */
export function byWholePercent(report: (fraction: number) => void): (fraction: number) => void {
  let shown = -1;
  return (fraction) => {
    const percent = Math.floor(fraction * 100);
    if (percent === shown) return;
    shown = percent;
    report(fraction);
  };
}
