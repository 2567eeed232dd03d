// Lighthouse's performance audit in the bench (issue 20): the mobile preset (Lighthouse's default config: a
// mid-range phone, simulated slow 4G and 4x CPU slowdown) against the built app as the stack serves it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { chromiumTrustFlag, type LocalCertificate } from './local-certificate';

export type LighthouseFigures = {
  /** 0 to 100. */
  performance: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes over the network, compressed as sent (Lighthouse's total byte weight). */
  transferredBytes: number;
};

export type LighthousePage = { name: string; url: string };

export type LighthouseResult = {
  page: string;
  url: string;
  /** How the document came: `h2` over HTTPS as in production (ADR 294), `http/1.1` on a plain stack. */
  protocol: string;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
};

/**
 * Audits each page `runs` times in one Chromium (Lighthouse resets the origin's cache and storage before each run,
 * so every run is a first visit) and takes the median of each figure on its own. Pages served over HTTPS with the
 * run's own certificate need that certificate, which this Chromium then accepts.
 */
export async function runLighthouse(pages: LighthousePage[], runs: number, certificate?: LocalCertificate): Promise<LighthouseResult[]> {
  const chromePath = chromiumPath();
  if (!chromePath) throw new Error('Chromium was not found (CHROMIUM_PATH)');
  const trust = certificate ? [chromiumTrustFlag(certificate)] : [];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...trust, ...CHROMIUM_ARGS] });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      const audits: Audit[] = [];
      for (let run = 0; run < runs; run += 1) audits.push(await auditOnce(page.url, chrome.port));
      const figures = audits.map(({ figures }) => figures);
      const protocol = [...new Set(audits.map(({ protocol }) => protocol))].join(', ');
      results.push({ page: page.name, url: page.url, protocol, runs: figures, median: medianOf(figures) });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

type Audit = { figures: LighthouseFigures; protocol: string };

async function auditOnce(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  // A page that sent the browser elsewhere (a missing parameter) would measure another page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const value = (audit: string) => {
    const found = lhr.audits[audit]?.numericValue;
    if (found === undefined) throw new Error(`Lighthouse measured no ${audit} for ${url}`);
    return found;
  };
  const requests = (lhr.audits['network-requests']?.details as { items?: { protocol?: string }[] } | undefined)?.items;
  const figures = {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    transferredBytes: value('total-byte-weight'),
  };
  // The first request is the document.
  return { figures, protocol: requests?.[0]?.protocol ?? 'unknown' };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianOf(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    transferredBytes: of('transferredBytes'),
  };
}
