/** One line of a chart. */
export interface ChartSeries {
  name: string;
  color: string;
  points: ReadonlyArray<{ x: number; y: number }>;
}

/** A line chart with logarithmic axes, drawn as a standalone SVG document. */
export interface LineChart {
  title: string;
  xLabel: string;
  yLabel: string;
  series: readonly ChartSeries[];
}

const WIDTH = 640;
const HEIGHT = 400;
const MARGIN = { left: 72, right: 24, top: 48, bottom: 64 };

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Powers of ten from below `low` to above `high`, the gridlines of a log axis. */
function decades(low: number, high: number): number[] {
  const out: number[] = [];
  for (let exponent = Math.floor(Math.log10(low)); exponent <= Math.ceil(Math.log10(high)); exponent++)
    out.push(10 ** exponent);
  return out;
}

function label(value: number): string {
  if (value >= 1000) return value.toLocaleString("en-US");
  return String(Number(value.toPrecision(3)));
}

/** Renders `chart` as SVG: log-log axes with decade gridlines, one polyline with markers per series. */
export function renderLineChart(chart: LineChart): string {
  const points = chart.series.flatMap((series) => series.points);
  const xTicks = decades(
    Math.min(...points.map((point) => point.x)),
    Math.max(...points.map((point) => point.x)),
  );
  const yTicks = decades(
    Math.min(...points.map((point) => point.y)),
    Math.max(...points.map((point) => point.y)),
  );
  const [xLow, xHigh] = [Math.log10(xTicks[0] as number), Math.log10(xTicks.at(-1) as number)];
  const [yLow, yHigh] = [Math.log10(yTicks[0] as number), Math.log10(yTicks.at(-1) as number)];
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (value: number) => MARGIN.left + ((Math.log10(value) - xLow) / (xHigh - xLow || 1)) * plotWidth;
  const y = (value: number) =>
    MARGIN.top + plotHeight - ((Math.log10(value) - yLow) / (yHigh - yLow || 1)) * plotHeight;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12" role="img">`,
    `<title>${escapeXml(chart.title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="white"/>`,
    `<text x="${WIDTH / 2}" y="24" text-anchor="middle" font-size="15" font-weight="bold">${escapeXml(chart.title)}</text>`,
  ];
  for (const tick of xTicks) {
    parts.push(
      `<line x1="${x(tick)}" y1="${MARGIN.top}" x2="${x(tick)}" y2="${MARGIN.top + plotHeight}" stroke="#ddd"/>`,
      `<text x="${x(tick)}" y="${MARGIN.top + plotHeight + 18}" text-anchor="middle">${label(tick)}</text>`,
    );
  }
  for (const tick of yTicks) {
    parts.push(
      `<line x1="${MARGIN.left}" y1="${y(tick)}" x2="${MARGIN.left + plotWidth}" y2="${y(tick)}" stroke="#ddd"/>`,
      `<text x="${MARGIN.left - 8}" y="${y(tick) + 4}" text-anchor="end">${label(tick)}</text>`,
    );
  }
  parts.push(
    `<rect x="${MARGIN.left}" y="${MARGIN.top}" width="${plotWidth}" height="${plotHeight}" fill="none" stroke="#333"/>`,
    `<text x="${MARGIN.left + plotWidth / 2}" y="${HEIGHT - 20}" text-anchor="middle">${escapeXml(chart.xLabel)}</text>`,
    `<text transform="translate(18 ${MARGIN.top + plotHeight / 2}) rotate(-90)" text-anchor="middle">${escapeXml(chart.yLabel)}</text>`,
  );
  chart.series.forEach((series, index) => {
    const path = series.points.map((point) => `${x(point.x).toFixed(1)},${y(point.y).toFixed(1)}`).join(" ");
    parts.push(`<polyline points="${path}" fill="none" stroke="${series.color}" stroke-width="2.5"/>`);
    for (const point of series.points) {
      parts.push(
        `<circle cx="${x(point.x).toFixed(1)}" cy="${y(point.y).toFixed(1)}" r="4" fill="${series.color}"><title>${escapeXml(`${series.name}: ${label(point.x)} -> ${label(point.y)}`)}</title></circle>`,
      );
    }
    const legendY = MARGIN.top + 16 + index * 18;
    parts.push(
      `<line x1="${MARGIN.left + 12}" y1="${legendY - 4}" x2="${MARGIN.left + 36}" y2="${legendY - 4}" stroke="${series.color}" stroke-width="2.5"/>`,
      `<text x="${MARGIN.left + 42}" y="${legendY}">${escapeXml(series.name)}</text>`,
    );
  });
  parts.push("</svg>");
  return `${parts.join("\n")}\n`;
}
