/**
 * Full-page navigation, behind one object so tests can replace it
 * (vi.spyOn(browserLocation, 'assign')): jsdom cannot navigate.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
