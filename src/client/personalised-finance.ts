// /personalised/finance?car_id={id} (spec 2 section 2): finds the car with GET /api/finance/car on this site, shows
// it (loading; not found, for an unknown, malformed or missing id; an error with Try again), then asks for its YouX
// quote and starts the calculator and the Finance Enquiry form from it. Nothing is shown that did not come back.
import { publicTenant } from 'virtual:public-tenant';
import { FINANCE_CAR_PATH, financeCarPrefill, readFinanceCar, type FinanceCar } from '#src/domain/finance/finance-car-view.ts';
import { validCarId } from '#src/domain/finance/finance-page.ts';
import { youxMonthlyCents } from '#src/domain/finance/youx-display.ts';
import { displayPrice } from '#src/domain/vehicle/price.ts';
import { responsivePicture } from '#src/domain/media/responsive-image.ts';
import { presetCalculatorPrice } from '#src/stores/finance-calculator.ts';
import { prefillFinanceEnquiry } from '#src/stores/finance-enquiry.ts';
import { fillYouxQuote, showYouxQuote } from './youx-quote.ts';

const TIMEOUT_MS = 10_000;
const ENQUIRE_BELOW = 'Send us a finance enquiry below and our team will prepare a quote for you.';
type Lookup = { kind: 'found'; car: FinanceCar } | { kind: 'missing' } | { kind: 'error' };

const panel = document.querySelector<HTMLElement>('[data-finance-car]')!;
const part = <T extends HTMLElement = HTMLElement>(name: string) => panel.querySelector<T>(`[data-car-${name}]`)!;

function show(state: 'loading' | Lookup['kind']): void {
  panel.dataset.state = state;
  panel.setAttribute('aria-busy', String(state === 'loading'));
  part('status').textContent = state === 'loading' ? 'Loading the car…' : '';
  part('found').hidden = state !== 'found';
  part('missing').hidden = state !== 'missing';
  part('error').hidden = state !== 'error';
}

function note(text: string): void {
  part('note').textContent = text;
  part('note').hidden = false;
}

async function lookUp(carId: string): Promise<Lookup> {
  try {
    const response = await fetch(`${FINANCE_CAR_PATH}?${new URLSearchParams({ car_id: carId })}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.status === 404 || response.status === 422) return { kind: 'missing' };
    if (!response.ok) return { kind: 'error' };
    const car = readFinanceCar(await response.json());
    return car ? { kind: 'found', car } : { kind: 'error' };
  } catch (error) {
    console.warn('the car could not be loaded', error);
    return { kind: 'error' };
  }
}

/** The feed's own quote, else a fresh one; a car that cannot be quoted online, or a failed quote, says so. */
async function quote(car: FinanceCar): Promise<void> {
  const block = document.querySelector<HTMLElement>('[data-youx-quote]');
  if (!block) return;
  const noun = block.dataset.noun === 'estimate' ? 'an estimate' : 'a quote';
  if (!car.available) return note(`This car is no longer available, so we can't give ${noun} for it online. ${ENQUIRE_BELOW}`);
  if (car.youx.quote) return showYouxQuote(block, { ...car.youx.quote, monthlyCents: youxMonthlyCents(car.youx.quote.weeklyCents) });
  if (!car.youx.request) return note(`We can't give ${noun} for this car online. ${ENQUIRE_BELOW}`);
  block.dataset.request = JSON.stringify(car.youx.request);
  await fillYouxQuote(block);
  if (block.dataset.state === 'failed') note(`We couldn't get ${noun} for this car just now. ${ENQUIRE_BELOW}`);
}

/** The car's photo through the site's image service, in the sizes its column shows it at (12rem beside the text, the full width on phones). */
function showPhoto(image: HTMLImageElement, source: string, title: string): void {
  const picture = responsivePicture(source, 'card', publicTenant.images, {
    aspect: { width: 4, height: 3 },
    sizes: '(min-width: 640px) 192px, calc(100vw - 4rem)',
  });
  image.parentElement?.querySelectorAll('source').forEach((element) => element.remove());
  image.before(
    ...picture.sources.map((entry) => Object.assign(document.createElement('source'), { type: entry.type, srcset: entry.srcset, sizes: picture.sizes ?? '' })),
  );
  Object.assign(image, { srcset: picture.srcset ?? '', sizes: picture.sizes ?? '', src: picture.src, alt: title, hidden: false });
}

function render(car: FinanceCar): void {
  const price = displayPrice(car, panel.dataset.noPrice ?? '');
  part('title').textContent = car.title;
  part('price').textContent = price.kind === 'price' && price.priceType ? `${price.text} ${price.priceType}` : price.text;
  const image = part<HTMLImageElement>('image');
  if (car.imageUrl) showPhoto(image, car.imageUrl, car.title);
  part<HTMLAnchorElement>('link').href = car.path;
  show('found');
  prefillFinanceEnquiry(
    financeCarPrefill(
      car,
      publicTenant.dealerships.map((dealership) => dealership.slug),
    ),
  );
  if (car.priceCents > 0) presetCalculatorPrice(car.priceCents);
  void quote(car);
}

async function load(): Promise<void> {
  const carId = validCarId(new URLSearchParams(location.search).get('car_id')?.trim());
  if (!carId) return show('missing');
  show('loading');
  const found = await lookUp(carId);
  if (found.kind === 'found') render(found.car);
  else show(found.kind);
}

part('retry').addEventListener('click', () => void load());
void load();
