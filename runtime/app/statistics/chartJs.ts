/**
 * Chart.js with only the parts the portal's statistics draw (bars, lines, pies), registered once. Its own
 * chunk: loaded by StatChart when a statistics page shows a chart, never on the first load. Chart.js draws
 * on a canvas and needs no `unsafe-eval` or inline styles the CSP would refuse.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';

// The page's own font (CJK fallbacks included), not Chart.js's Helvetica.
Chart.defaults.font.family = getComputedStyle(document.body).fontFamily || Chart.defaults.font.family;

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
);

export { Chart };
