import { mkdir, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { IssuableProject } from '@registry/contract/ledger/certifier-api';
import type { IssueCreditsAnswer, Position } from '@registry/contract/ledger/ledger-api';
import { api, claimsOf } from './companies';
import { apiLogin, signIn } from './fixtures';
import { recordWorkerScripts, trackNetwork } from './page-checks';

/*
 * The credit ledger for journeys, through the real API: fresh issuances of the
 * demo certifier's certified project, so that a journey moves credits nobody
 * else touches, and a lock for the few steps that read a shared number (the
 * bell of a demo user) before and after.
 */

/** The demo companies of the ledger's journeys (apps/api/src/seed/demo.ts). */
export const DEMO_COMPANIES = {
  owner: 'Bosques del Pacífico S.A.S.',
  trader: 'Mercado de Carbono Trading S.A.S.',
  generalAccount: 'Industrias Sostenibles S.A.',
} as const;

/** A certified demo project of certifier@, owned by owner@ (demo-project-data.ts). */
export const ISSUABLE_PROJECT = 'Reforestación Mata Atlântica';

const LEDGER = '/platform/ledger';
const TRANSFER = '/platform/projectCompanyTransfer';

/**
 * A vintage and monitoring period for a new issuance. The registry refuses a
 * project's period issued twice, and the database outlives one run: a random
 * pair among 111 vintages × 900 periods (the seed uses periods 1 and 2).
 */
export function freshPeriod(): { vintage: number; monitoringPeriod: number } {
  const pick = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));
  return { vintage: pick(1990, 2100), monitoringPeriod: pick(100, 1000) };
}

/** The id of a project among certifier@'s issuable ones. */
async function issuableProjectId(token: string, name: string): Promise<number> {
  const { projects } = await api<{ projects: IssuableProject[] }>(
    'GET',
    `${LEDGER}/issuable-projects`,
    { token },
  );
  const project = projects.find((p) => p.name === name);
  if (!project) throw new Error(`${name} is not among the certifier's issuable projects`);
  return project.id;
}

/** The blocks a demo user's company holds. */
export async function positionsOf(email: string): Promise<Position[]> {
  const { token } = await apiLogin(email);
  return (await api<{ positions: Position[] }>('GET', `${TRANSFER}/positions`, { token }))
    .positions;
}

export interface IssuedBlock {
  serialId: number;
  /** The owner's block as the positions show it, e.g. CR-…-2031-3-1-100. */
  serial: string;
  /** The serial without its range: `{prefix}-…-{vintage}-{issuance no}`. */
  head: string;
  quantityTonnes: number;
}

/**
 * certifier@ issues a fresh period of ISSUABLE_PROJECT without buffer: owner@
 * gets one block of `tonnes`, from serial number 1 to `tonnes`.
 */
export async function issueToOwner(tonnes: number): Promise<IssuedBlock> {
  const { token } = await apiLogin('certifier@demo.example');
  const issued = await api<IssueCreditsAnswer>('POST', `${LEDGER}/issue`, {
    token,
    body: {
      projectId: await issuableProjectId(token, ISSUABLE_PROJECT),
      ...freshPeriod(),
      quantity: tonnes,
      bufferSharePercent: 0,
    },
  });
  const block = (await positionsOf('owner@demo.example')).find(
    (p) => p.serialId === issued.serialId,
  );
  if (!block) throw new Error(`owner@ does not hold the issued block ${issued.serialId}`);
  const suffix = `-1-${tonnes}`;
  if (!block.serial.endsWith(suffix)) throw new Error(`unexpected serial ${block.serial}`);
  return {
    serialId: block.serialId,
    serial: block.serial,
    head: block.serial.slice(0, -suffix.length),
    quantityTonnes: tonnes,
  };
}

/** A demo user's company sends whole tonnes of a block to another demo user's main account. */
export async function transferTonnes(
  from: string,
  serialId: number,
  tonnes: number,
  to: string,
): Promise<void> {
  const { token } = await apiLogin(from);
  const receiver = claimsOf((await apiLogin(to)).token).companyId;
  await api('POST', `${TRANSFER}/transfer`, {
    token,
    body: { serialId, quantity: tonnes, isKg: false, companyId: receiver },
  });
}

/**
 * Runs `steps` while no other journey of this run holds the lock of the same
 * name (an mkdir in the run's data directory, which only one process wins).
 * For the steps that read a shared number before and after a change.
 */
export async function exclusively<T>(name: string, steps: () => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: global-setup did not run');
  const lock = path.join(dataDir, `lock-${name}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`the lock ${name} stayed taken`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await steps();
  } finally {
    await rmdir(lock);
  }
}

/**
 * A page of its own browser context, signed in as a demo user: a second
 * person at work, its network tracked from the start like the fixture's page.
 */
export async function pageAs(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), locale: 'es-CO' });
  const page = await context.newPage();
  trackNetwork(page);
  await page.addInitScript(recordWorkerScripts);
  await signIn(page, email);
  return page;
}
