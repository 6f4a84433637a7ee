// Search relevance of a running server: the judged queries of the relevance test, over HTTP, printed per query class.
// The server must hold the demo catalog (SEED_DEMO, the default): the judgments name its datasets.
// BASE_URL (default http://127.0.0.1:3000) is the server to ask.
import { formatRelevanceReport, scoreRelevance } from '../server/modules/catalog/relevance/relevance-report';

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');

const report = await scoreRelevance(async (url) => {
  const res = await fetch(`${base}${url}`);
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
});
console.log(`${base}\n${formatRelevanceReport(report)}`);
