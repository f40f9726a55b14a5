import { defineConfig } from '@playwright/test';
import base from './playwright.config';
export default defineConfig({ ...base, testDir: './manual-check', globalSetup: undefined, reporter: [['list']], timeout: 300_000, use: { ...base.use, baseURL: 'http://localhost:8080' } });
