import { CSV_URL_LIFETIME_MS } from '../../../components/ui/csv';

/** Hands a value to the browser as a JSON file (a Blob behind an object URL, as the CSV downloads). */
export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], {
    type: 'application/json;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), CSV_URL_LIFETIME_MS);
}
