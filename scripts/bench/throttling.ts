// The two device profiles of issue 16, applied to a page through the Chrome DevTools Protocol: the
// network (round trip added to each request, bandwidth both ways) and the CPU slowed down.
import type { CDPSession, Page } from 'playwright-core';

export interface Profile {
  name: 'fast' | 'slow';
  rttMs: number;
  downloadMbps: number;
  uploadMbps: number;
  /** How many times slower the CPU runs (1 = as is). */
  cpuSlowdown: number;
}

/** Megabits as Lighthouse and DevTools count them (1 Mbps = 1024 × 1024 bits per second). */
const bytesPerSecond = (mbps: number) => (mbps * 1024 * 1024) / 8;

export const PROFILES: readonly Profile[] = [
  { name: 'fast', rttMs: 40, downloadMbps: 10, uploadMbps: 10, cpuSlowdown: 1 },
  // Lighthouse's mobile "slow 4G": 150 ms, 1.6 Mbps down, 750 Kbps up, CPU 4×.
  { name: 'slow', rttMs: 150, downloadMbps: 1.6, uploadMbps: 0.75, cpuSlowdown: 4 },
];

export function describeProfile(profile: Profile): string {
  return (
    `${profile.name}: ${profile.rttMs} ms RTT, ${profile.downloadMbps} Mbps down / ` +
    `${profile.uploadMbps} Mbps up, CPU ${profile.cpuSlowdown}×`
  );
}

/** Throttles `page` (its own requests and its own main thread) until the session is detached. */
export async function throttle(page: Page, profile: Profile): Promise<CDPSession> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rttMs,
    downloadThroughput: bytesPerSecond(profile.downloadMbps),
    uploadThroughput: bytesPerSecond(profile.uploadMbps),
  });
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return devtools;
}
