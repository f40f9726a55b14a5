import { expect, test } from '@playwright/test';
import { apiLogin } from '../support/fixtures';
import { text } from '../support/locales';

const shot = (name: string) => `/tmp/manual/${name}.png`;

async function session(page: import('@playwright/test').Page, email: string, lng = 'es') {
  const s = await apiLogin(email);
  await page.addInitScript(
    ([t, r, l]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('refreshToken', r);
      localStorage.setItem('lng', l);
    },
    [s.token, s.refreshToken, lng] as const,
  );
}

test('owner: conversion page, project review summary, toast', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await session(page, 'owner@demo.example');
  await page.goto('/my-projects');
  const row = page.getByRole('row').filter({ hasText: 'Chocó' });
  await row.getByRole('link').first().click();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: shot('1-choco-project-page'), fullPage: true });
  await page.goto('/my-projects');
  await page.getByRole('row').filter({ hasText: 'Chocó' }).getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('link', { name: 'Abrir la conversión' })).toBeVisible();
  await page.getByRole('link', { name: 'Abrir la conversión' }).click();
  await expect(page.getByRole('region', { name: 'Enviar la conversión' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: shot('2-conversion-submission'), fullPage: true });
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page.getByText(text('es','projectConversion','form.saved'))).toBeVisible();
  await page.screenshot({ path: shot('3-toast'), fullPage: false });
  await page.getByRole('region', { name: 'Enviar la conversión' }).getByRole('button').first().click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /7\. Revisar y enviar/ }).click();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: shot('4-review-summary'), fullPage: true });
});

test('owner at 390: move credits dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await session(page, 'owner@demo.example', 'pt');
  await page.goto('/manage-sub-accounts');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /Mover créditos/ }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: shot('5-move-dialog-pt-390'), fullPage: false });
});

test('visitor at 390: chips, csv name, comment attachment', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('lng', 'pt'));
  await page.goto('/projects-list');
  await page.getByRole('button', { name: text('pt','publicProjects','list.showFilters') }).click();
  await page.getByRole('checkbox', { name: /^Colômbia/ }).click();
  await expect(page.getByRole('checkbox', { name: /^Colômbia/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /^Registrado/ }).click();
  await expect(page.getByRole('checkbox', { name: /^Registrado/ })).toBeChecked();
  await page.getByRole('button', { name: text('pt','publicProjects','list.hideFilters') }).click();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: shot('6-chips-pt-390'), fullPage: false });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  const file = await download;
  console.log('CSV name', file.suggestedFilename());
  const path = await file.path();
  const fs = await import('node:fs');
  console.log(fs.readFileSync(path, 'utf8').split('\n').slice(0, 3).join('\n'));
  await page.goto('/project-comment');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: new RegExp('^'+text('pt','projectComments','open.commentOn',{name:''}).trim()) }).first().click();
  await page.waitForLoadState('networkidle');
  await page.locator('input[type=file]').setInputFiles({ name: 'anexo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.waitForTimeout(500);
  await page.screenshot({ path: shot('7-comment-attachment-pt-390'), fullPage: true });
});
