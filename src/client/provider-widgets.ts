// The chat and Click to Deal buttons (`[data-widget]`, the widget described by src/domain/vehicle/provider-widgets.ts):
// in the HTML, links to the enquiry form (#enquire), which is where they lead without JavaScript; this script makes
// them buttons (role, Space as well as Enter) that open the provider.
// Nothing of the provider's loads with the page: the first click puts up what the vendor's own snippet puts up (its
// settings and its call queue), loads its script once as a `<script src>`, then calls its open function; the button is
// aria-busy meanwhile. When the script fails or has not loaded within 10 s, the shopper is taken to the enquiry form
// (#enquire) instead and a polite live region there says why.
import { WIDGET_LOAD_TIMEOUT_MS, type JsonValue, type ProviderWidget } from '#src/domain/vehicle/provider-widgets.ts';

type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;

/** One load per script address, shared by every button that uses it (a chat and a deal tool may share a script). */
const loads = new Map<string, Promise<void>>();

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What the vendor's snippet does before loading its script (LiveChat's and Intercom's documented install code). */
function prepare(widget: ProviderWidget): void {
  if (widget.settings) {
    const current = globals[widget.settings.global];
    globals[widget.settings.global] = Object.assign(isObject(current) ? current : {}, widget.settings.value);
  }
  if (widget.queue === 'livechat' && !globals.LiveChatWidget) {
    // LiveChat's tracking code: a LiveChatWidget object that queues calls until tracking.js takes over (`_h`).
    const widgetApi: { _q: unknown[][]; _h: ((...args: unknown[]) => unknown) | null; _v: string } & Record<string, unknown> = { _q: [], _h: null, _v: '2.0' };
    const queue = (entry: unknown[]) => (widgetApi._h ? widgetApi._h(...entry) : widgetApi._q.push(entry));
    for (const method of ['on', 'once', 'off', 'call']) widgetApi[method] = (...args: unknown[]) => queue([method, args]);
    widgetApi.get = (...args: unknown[]) => {
      if (!widgetApi._h) throw new Error("[LiveChatWidget] You can't use getters before load.");
      return queue(['get', args]);
    };
    widgetApi.init = () => undefined; // the script is loaded here, not by the snippet's init
    globals.LiveChatWidget = widgetApi;
  }
  if (widget.queue === 'intercom' && typeof globals.Intercom !== 'function') {
    // Intercom's snippet: an Intercom function that keeps its calls in `q` until the widget script boots.
    const intercom = Object.assign((...args: unknown[]) => intercom.c(args), { q: [] as unknown[][], c: (args: unknown[]) => intercom.q.push(args) });
    globals.Intercom = intercom;
  }
}

/** Loads the widget's script once; rejects on a load error or after the timeout (and the next click tries again). */
function load(widget: ProviderWidget): Promise<void> {
  const pending = loads.get(widget.scriptUrl);
  if (pending) return pending;
  const loading = new Promise<void>((resolve, reject) => {
    prepare(widget);
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loads.delete(widget.scriptUrl);
      reject(new Error(`${widget.scriptUrl}: ${reason}`));
    };
    const timer = setTimeout(() => fail(`not loaded within ${WIDGET_LOAD_TIMEOUT_MS / 1000} s`), WIDGET_LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('failed to load'));
    script.async = true;
    script.src = widget.scriptUrl;
    document.head.append(script);
  });
  loads.set(widget.scriptUrl, loading);
  return loading;
}

/** Calls the widget's open function (a global function, or a method called on its object). */
function open(widget: ProviderWidget): void {
  let owner: unknown = window;
  let value: unknown = window;
  for (const part of widget.open.call.split('.')) {
    owner = value;
    value = isObject(value) || typeof value === 'function' ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (typeof value !== 'function') throw new Error(`${widget.scriptUrl} defined no ${widget.open.call}()`);
  (value as (...args: JsonValue[]) => unknown).apply(owner, widget.open.args);
}

/** The enquiry form's live region, put up with the page (empty and visually hidden) so that what it says is announced. */
function statusRegion(form: HTMLElement): HTMLElement {
  let region = form.querySelector<HTMLElement>('[data-widget-status]');
  if (!region) {
    region = document.createElement('p');
    region.setAttribute('role', 'status');
    region.dataset.widgetStatus = '';
    region.className = 'sr-only';
    const head = form.querySelector('.lead-dialog-head');
    if (head) head.after(region);
    else form.prepend(region);
    form.addEventListener('close', () => {
      region!.textContent = '';
      region!.className = 'sr-only';
    });
  }
  return region;
}

/** Takes the shopper to the enquiry form (the vehicle page's dialog, or a form on the page) and says why. */
function fallBack(widget: ProviderWidget): void {
  const form = document.getElementById('enquire');
  if (!form) return;
  const region = statusRegion(form);
  if (form instanceof HTMLDialogElement) {
    if (!form.open) form.showModal();
  } else {
    form.scrollIntoView({ block: 'start' });
  }
  // The first field a shopper fills in: not hidden fields, nor the spam trap kept out of the tab order.
  const field = [...form.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea')].find(
    (element) => element.tabIndex >= 0 && element.checkVisibility(),
  );
  if (field) field.focus();
  else {
    form.tabIndex = -1;
    form.focus();
  }
  // Filled after the form is shown, so the region is in the accessibility tree when its text changes.
  setTimeout(() => {
    region.className = 'rounded-tenant bg-amber-100 px-3 py-2 font-semibold text-amber-950';
    region.textContent = widget.unavailableMessage;
  }, 100);
}

async function onWidgetClick(button: HTMLElement): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true') return;
  const widget = JSON.parse(button.dataset.widget ?? '') as ProviderWidget;
  button.setAttribute('aria-busy', 'true');
  try {
    await load(widget);
    open(widget);
  } catch (error) {
    console.warn('chat or deal provider unavailable', error);
    fallBack(widget);
  } finally {
    button.removeAttribute('aria-busy');
  }
}

const buttons = document.querySelectorAll<HTMLElement>('[data-widget]');
if (buttons.length > 0) {
  const form = document.getElementById('enquire');
  if (form) statusRegion(form);
  for (const button of buttons) button.setAttribute('role', 'button');
  const widgetButton = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>('[data-widget]') : null);
  document.addEventListener('click', (event) => {
    const button = widgetButton(event);
    if (!button) return;
    event.preventDefault(); // not the link's #enquire: the provider opens instead
    void onWidgetClick(button);
  });
  // A button answers Space too (a link answers only Enter, which clicks it).
  document.addEventListener('keydown', (event) => {
    const button = event.key === ' ' ? widgetButton(event) : null;
    if (!button) return;
    event.preventDefault();
    void onWidgetClick(button);
  });
}
