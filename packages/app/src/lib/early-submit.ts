/**
 * A prerendered page is on screen before the app's JavaScript has run. A form sent in that moment
 * would be submitted by the browser itself: a GET that puts the typed e-mail and password into the
 * address bar, the history and the server's logs. The boot script holds such a submission and sends
 * it again once the app owns the page, so the press is neither lost nor leaked.
 */
export const APP_READY_EVENT = 'invest:app-ready';

/** Installed by the boot script before anything else runs. */
export function holdEarlySubmits(doc: Document): void {
  let ready = false;
  let held: HTMLFormElement | null = null;
  doc.addEventListener(
    'submit',
    (event) => {
      if (ready) return;
      event.preventDefault();
      if (event.target instanceof HTMLFormElement) held = event.target;
    },
    true,
  );
  doc.addEventListener(
    APP_READY_EVENT,
    () => {
      ready = true;
      const form = held;
      held = null;
      if (form?.isConnected) form.requestSubmit();
    },
    { once: true },
  );
}

/** Called once React owns the page (hydrated or rendered). */
export function announceAppReady(doc: Document): void {
  doc.documentElement.dataset.appReady = 'true';
  doc.dispatchEvent(new Event(APP_READY_EVENT));
}
