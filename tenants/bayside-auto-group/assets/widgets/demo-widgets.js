// The demo's stand-in for a dealer's chat and deal providers (served at /brand/widgets/demo-widgets.js): what a
// provider's script does, in a few lines. Loaded by the site only when a shopper clicks Instant Message, Chat With Us
// or Click to Deal (tenant.ts: `chat` and `deal`, the custom adapter); it defines the global those settings name and
// opens an accessible dialog (a native modal <dialog>: focus inside, Escape and Close close it, focus goes back).
(function () {
  'use strict';

  /** The dialog with this id, made on first use from the site's own dialog styles. */
  function dialog(id) {
    const existing = document.getElementById(id);
    if (existing) return existing;
    const box = document.createElement('dialog');
    box.id = id;
    box.className = 'lead-dialog';
    box.setAttribute('aria-labelledby', id + '-title');
    const head = document.createElement('div');
    head.className = 'lead-dialog-head';
    const title = document.createElement('h2');
    title.id = id + '-title';
    const car = document.createElement('p');
    car.dataset.car = '';
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'btn btn-outline';
    close.textContent = 'Close';
    close.addEventListener('click', () => box.close());
    head.append(title, car, close);
    const body = document.createElement('p');
    body.dataset.body = '';
    box.append(head, body);
    box.addEventListener('click', (event) => {
      if (event.target === box) box.close();
    });
    document.body.append(box);
    return box;
  }

  function show(id, heading, context, text) {
    const box = dialog(id);
    box.querySelector('h2').textContent = heading;
    box.querySelector('[data-car]').textContent = context.car.title;
    box.querySelector('[data-body]').textContent = text;
    if (!box.open) box.showModal();
  }

  window.BaysideDemoWidgets = {
    chat(context) {
      show(
        'demo-chat',
        'Chat with ' + context.dealer,
        context,
        'Hi! Ask us anything about this car. (A demo: a dealer’s own chat provider opens its chat window here.)',
      );
    },
    deal(context) {
      show(
        'demo-deal',
        'Click to Deal',
        context,
        'Work out your deal on this car: trade-in, finance and delivery. (A demo: a dealer’s own deal tool opens here.)',
      );
    },
  };
})();
