/** Full page loads, behind an object so tests can observe them (jsdom cannot navigate). */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
