import { describe, expect, it } from 'vitest';
import { attachmentFileName } from './attachment-file-name';

describe('attachmentFileName', () => {
  it("reads the API's UTF-8 name before its ASCII fallback", () => {
    expect(
      attachmentFileName(
        `attachment; filename="projetos-2026-03-04.csv"; filename*=UTF-8''proje%C3%A7%C3%B5es.csv`,
      ),
    ).toBe('projeções.csv');
    expect(attachmentFileName('attachment; filename="proyectos-2026-03-04.csv"')).toBe(
      'proyectos-2026-03-04.csv',
    );
    expect(attachmentFileName('attachment; filename=projects.csv')).toBe('projects.csv');
  });

  it('keeps a name a name, and answers null without one', () => {
    expect(attachmentFileName(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)).toBe(
      '.._.._etc_passwd',
    );
    expect(attachmentFileName(`attachment; filename*=UTF-8''%E0%A4%A; filename="a.csv"`)).toBe(
      'a.csv',
    );
    expect(attachmentFileName('attachment')).toBeNull();
    expect(attachmentFileName(null)).toBeNull();
  });
});
